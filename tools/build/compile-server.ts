import { join } from 'node:path'
import { build } from 'esbuild'
import packageJson from '../../package.json' with { type: 'json' }

/**
 * Compiles the server (scripts/serve.ts), its SQLite worker, and the operators' commands
 * (scripts/submissions.ts, scripts/staff.ts) into plain JavaScript in dist/server/, so that
 * production runs them with `node` alone: no TypeScript loader, and of the packages only what they
 * import (`dependencies`), which stay outside the bundle, installed by `npm ci --omit=dev`. The
 * worker lies beside the server, where the server's code looks for it (new URL beside
 * import.meta.url). Gives the files written.
 */
export async function compileServer(root: string): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      serve: 'scripts/serve.ts',
      submissions: 'scripts/submissions.ts',
      staff: 'scripts/staff.ts',
      'sqlite-worker.server': 'api/database/sqlite-worker/sqlite-worker.server.js',
    },
    outdir: join(root, 'dist', 'server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${packageJson.engines.node.replace(/^>=/, '')}`,
    packages: 'external',
    metafile: true,
    logLevel: 'warning',
  })
  return Object.keys(result.metafile.outputs)
}
