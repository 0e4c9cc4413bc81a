import { describe, expect, it } from 'vitest'
import { rulesBroken } from './rules-broken.ts'

const nameRule = 'senseahead/server-only-name'
const importRule = '@typescript-eslint/no-restricted-imports'

describe('the .server name', () => {
  it('is required of every file of api/, but not of its tests or its test helpers', async () => {
    expect(await rulesBroken('api/mail/pure-words.ts', 'export const words = 1\n')).toContain(nameRule)
    expect(await rulesBroken('api/mail/pure-words.server.ts', 'export const words = 1\n')).not.toContain(nameRule)
    expect(await rulesBroken('api/mail/pure-words.test.ts', 'export const words = 1\n')).not.toContain(nameRule)
    expect(await rulesBroken('api/testing/sample.ts', 'export const sample = 1\n')).not.toContain(nameRule)
  })

  it('is refused where nothing is bundled for a browser', async () => {
    for (const folder of ['tools/x', 'scripts', 'e2e/support', 'server-tests/support']) {
      expect(await rulesBroken(`${folder}/thing.server.ts`, 'export const thing = 1\n')).toContain(nameRule)
      expect(await rulesBroken(`${folder}/thing.ts`, 'export const thing = 1\n')).not.toContain(nameRule)
    }
  })

  it('is required in lib/, pages/ and renderer/ of a module that imports Node, a server module or api/', async () => {
    const serverImports = [
      "import { readFileSync } from 'node:fs'",
      "import Database from 'better-sqlite3'",
      "import { getSiteContent } from '../content/site-content.server.ts'",
      "import { readEnv } from '#api/env.server.ts'",
    ]
    for (const file of ['lib/forms/reader.ts', 'pages/blog/reader.ts', 'renderer/reader.tsx']) {
      for (const line of serverImports) {
        expect(await rulesBroken(file, `${line}\nexport const x = 1\n`), `${file}: ${line}`).toContain(importRule)
        expect(await rulesBroken(file.replace(/\.tsx?$/, '.server$&'), `${line}\nexport const x = 1\n`), `${file}: ${line}`).not.toContain(importRule)
      }
    }
  })

  it("lets a module take a server module's types, and a page's data hook (Vike runs it on the server) import it", async () => {
    const code = "import { getSiteContent } from '#lib/content/site-content.server.ts'\nexport const x = getSiteContent\n"
    expect(await rulesBroken('pages/blog/+data.ts', code)).not.toContain(importRule)
    expect(await rulesBroken('pages/blog/view.tsx', "import type { SiteContent } from '#lib/content/site-content.server.ts'\nexport type X = SiteContent\n")).not.toContain(
      importRule,
    )
  })

  it("lets the content check's code import node:fs and node:path, which the content editor replaces, and no other of Node's modules", async () => {
    expect(
      await rulesBroken('lib/content/fields/picture.ts', "import { statSync } from 'node:fs'\nimport { join } from 'node:path'\nexport const x = [statSync, join]\n"),
    ).not.toContain(importRule)
    expect(await rulesBroken('lib/content/fields/picture.ts', "import { hash } from 'node:crypto'\nexport const x = hash\n")).toContain(importRule)
    expect(await rulesBroken('lib/content/fields/picture.ts', "import { loadContent } from '../load-content.server.ts'\nexport const x = loadContent\n")).toContain(importRule)
  })
})
