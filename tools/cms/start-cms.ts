import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { waitFor } from './wait-for.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const decapServer = createRequire(import.meta.url).resolve('decap-server')
const vike = join(root, 'node_modules/vike/bin.js')

export interface CmsOptions {
  /** The folder whose content/ and public/ the CMS edits: the working copy, or a copy of it. */
  repoDir: string
  /** The content folder the site's dev server shows (CONTENT_DIR); `<repoDir>/content` by default. */
  contentDir?: string
  /** Where the site's dev server listens, on loopback. */
  port: number
  /** Where Decap's local backend (decap-server) listens, on loopback. */
  backendPort: number
  /** More variables for the dev server, such as its DATA_DIR. */
  env?: Record<string, string>
  /** Show both servers' output (as `npm run cms` does), or keep it (tests). */
  output?: 'inherit' | 'pipe'
}

export interface RunningCms {
  /** The CMS's address: /admin/ of the dev server. */
  url: string
  /** What the two servers printed, when kept. */
  output: string[]
  stop(): Promise<void>
}

/**
 * Starts the site's dev server (`vike dev`, which also answers /api/) and Decap's local backend
 * (decap-server, writing straight into `repoDir`'s files), both on loopback only, and resolves
 * once /admin/ and the backend answer. The admin page is told where the backend is, and Decap uses
 * it only when the page itself is on a loopback address.
 */
export async function startCms({ repoDir, contentDir, port, backendPort, env = {}, output = 'pipe' }: CmsOptions): Promise<RunningCms> {
  const backendUrl = `http://127.0.0.1:${backendPort}/api/v1`
  const lines: string[] = []
  const processes: ChildProcess[] = []
  const launch = (args: string[], childEnv: Record<string, string>) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...childEnv }, stdio: ['ignore', output, output] })
    child.stdout?.on('data', (chunk: Buffer) => lines.push(chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString()))
    processes.push(child)
    return child
  }
  // fs mode: saving writes the files; the editor commits them as with any other change.
  launch([decapServer], { PORT: String(backendPort), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: repoDir, LOG_LEVEL: 'warn' })
  launch([vike, 'dev'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DECAP_LOCAL_BACKEND_URL: backendUrl,
    ...(contentDir ? { CONTENT_DIR: contentDir } : {}),
    ...env,
  })
  const stop = async () => {
    await Promise.all(
      processes.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve()
            child.once('exit', () => resolve())
            child.kill('SIGTERM')
          }),
      ),
    )
  }
  const url = `http://127.0.0.1:${port}/admin/`
  try {
    await waitFor('decap-server', async () => (await fetch(backendUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' })).ok, 60_000)
    await waitFor('The dev server', async () => (await fetch(url)).ok, 120_000)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\n${lines.join('')}`)
  }
  return { url, output: lines, stop }
}
