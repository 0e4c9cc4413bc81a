import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { apiImportsOf, foldersNamedInRow, importsClimbingUp, mapNameOf, missingPaths, namedPaths, projectImportsOf, tableRows, testsReachingUp } from './architecture-map.ts'

// The map a newcomer reads first: a file moved, renamed or newly imported across folders fails here until the doc follows.
const architecture = readFileSync('ARCHITECTURE.md', 'utf8')
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .trim()
  .split('\n')
  .filter((file) => existsSync(file))

const code = files.filter((file) => /\.(?:ts|tsx|js|mjs)$/.test(file))
/** The server's own code: what the rows of its map are about (the tests' helpers in api/testing/ may import anything). */
const serverFiles = code.filter((file) => file.startsWith('api/') && !/\.test\.tsx?$/.test(file) && !file.startsWith('api/testing/'))
const folderRows = tableRows(architecture, '## Folders')
const serverRows = tableRows(architecture, "### The server's folders")

describe('ARCHITECTURE.md', () => {
  test('every file and folder it names in code marks exists', () => {
    expect(missingPaths(namedPaths(architecture), files)).toEqual([])
  })

  test("its map of the server's folders names each folder and file of api/ once", () => {
    const mapped = serverRows.flat()
    const inApi = readdirSync('api', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))
    expect(mapped.toSorted()).toEqual(inApi.toSorted())
  })

  test.each(['tools/', 'lib/'])('its map says what each folder of %s holds', (folder) => {
    const folders = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(foldersNamedInRow(architecture, folder).toSorted()).toEqual(folders.toSorted())
  })

  test('no file imports from a folder above its own in the map of the folders, but the tests it names', () => {
    const mapped = new Set(folderRows.flat())
    const imports = code
      .filter((file) => mapped.has(mapNameOf(file)))
      .flatMap((file) => projectImportsOf(file).map((imported) => ({ file, imported })))
      .filter(({ imported }) => mapped.has(mapNameOf(imported)))
    expect(imports.length).toBeGreaterThan(0)
    const climbing = importsClimbingUp(folderRows, imports, '')
    expect(new Set(climbing.map((line) => line.split(' ')[0]))).toEqual(new Set(testsReachingUp(architecture)))
  })

  test("no file of the server imports from a row above its own in the map of the server's folders", () => {
    const imports = serverFiles.flatMap((file) => apiImportsOf(file).map((imported) => ({ file: file.slice('api/'.length), imported })))
    expect(imports.length).toBeGreaterThan(0)
    expect(importsClimbingUp(serverRows, imports)).toEqual([])
  })
})

describe('the checks of the map', () => {
  test('a path that leads nowhere is named with its line, and addresses, patterns and placeholders are no paths', () => {
    const markdown = [
      '# Doc',
      '',
      'See `api/outbox/`, `fields/text.ts`, `api/gone.server.ts` and `gone/`,',
      'not `/staff/`, `*.test.ts`, `#api/…`, `content/<form>.md`, `dist/server/serve.js` or `.md`.',
    ].join('\n')
    expect(missingPaths(namedPaths(markdown), ['api/outbox/queue-email.server.ts', 'lib/content/fields/text.ts'])).toEqual([
      'ARCHITECTURE.md:3 api/gone.server.ts',
      'ARCHITECTURE.md:3 gone/',
    ])
  })

  test('an import from a row above, or from another folder of the same row, climbs; one between files of a row does not', () => {
    const rows = [['open.server.ts', 'app.server.ts'], ['inbox/', 'matching/'], ['database/']]
    expect(
      importsClimbingUp(rows, [
        { file: 'open.server.ts', imported: 'app.server.ts' },
        { file: 'inbox/list.server.ts', imported: 'database/store.server.ts' },
        { file: 'inbox/list.server.ts', imported: 'inbox/page.server.tsx' },
        { file: 'database/store.server.ts', imported: 'inbox/list.server.ts' },
        { file: 'inbox/list.server.ts', imported: 'matching/match.server.ts' },
        { file: 'inbox/list.server.ts', imported: 'new/thing.server.ts' },
      ]),
    ).toEqual([
      'api/database/store.server.ts (database/) -> api/inbox/list.server.ts (inbox/): a row above',
      'api/inbox/list.server.ts (inbox/) -> api/matching/match.server.ts (matching/): the same row',
      'api/inbox/list.server.ts -> api/new/thing.server.ts: new/ is not in the map',
    ])
  })

  test('names the folders a row of the map names within its own folder, each once', () => {
    const markdown = [
      '## Folders',
      '',
      '| Folder | Holds | Imports from |',
      '|---|---|---|',
      '| `tools/` | the build (`tools/build/`, `tools/build/run-build.ts`), the tests (`tools/run-tests/`) | `lib/`, `api/outbox/` |',
    ].join('\n')
    expect(foldersNamedInRow(markdown, 'tools/')).toEqual(['build', 'run-tests'])
  })

  test('reads imports by alias and by relative path, and nothing outside api/', () => {
    const source = [
      "import { a } from '#api/outbox/queue-email.server.ts'",
      "import type { B } from '../database/store.server.ts'",
      "export { c } from './list.server.ts'",
      "import { d } from '#lib/forms/form-registry.ts'",
      "import { e } from 'h3'",
    ].join('\n')
    expect(apiImportsOf('api/staff-inbox/routes.server.ts', source)).toEqual(['outbox/queue-email.server.ts', 'database/store.server.ts', 'staff-inbox/list.server.ts'])
    expect([mapNameOf('staff-inbox/list.server.ts'), mapNameOf('log.server.ts')]).toEqual(['staff-inbox/', 'log.server.ts'])
  })
})
