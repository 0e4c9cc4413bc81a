import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { build } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import { serverOnlyGuard } from './server-only-guard.ts'

let folder = ''
afterEach(() => rmSync(folder, { recursive: true, force: true }))

/** Builds `entry.ts` of a folder holding the given files, for the browser, with the guard. */
function buildFor(files: Record<string, string>) {
  folder = mkdtempSync(join(tmpdir(), 'server-only-guard-'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, name)), { recursive: true })
    writeFileSync(join(folder, name), text)
  }
  return build({
    root: folder,
    configFile: false,
    logLevel: 'silent',
    plugins: [serverOnlyGuard()],
    build: { write: false, lib: { entry: join(folder, 'entry.ts'), formats: ['es'], fileName: 'entry' } },
  })
}

describe('serverOnlyGuard', () => {
  it("fails the browser's build that imports a .server.ts module, naming it and its importer", async () => {
    const building = buildFor({
      'entry.ts': "import { secret } from './secret.server.ts'\nconsole.log(secret)\n",
      'secret.server.ts': "export const secret = 'the server only'\n",
    })
    await expect(building).rejects.toThrow(/secret\.server\.ts runs only on the server, but entry\.ts imports it into the browser's bundle/)
  })

  it("fails the browser's build that imports a file of api/, whatever its name", async () => {
    const building = buildFor({
      'entry.ts': "import { route } from './api/route.ts'\nconsole.log(route)\n",
      'api/route.ts': "export const route = '/api/form'\n",
    })
    await expect(building).rejects.toThrow(/api\/route\.ts runs only on the server, but entry\.ts imports it/)
  })

  it('lets a build of shared modules through', async () => {
    await expect(
      buildFor({
        'entry.ts': "import { shared } from './shared.ts'\nconsole.log(shared)\n",
        'shared.ts': "export const shared = 'everyone'\n",
      }),
    ).resolves.toBeDefined()
  })
})
