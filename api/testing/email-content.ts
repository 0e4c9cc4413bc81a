import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'
import type { SiteContent } from '#lib/content/collections.ts'
import { loadContent } from '#lib/content/load-content.server.ts'

const fixture = fileURLToPath(new URL('../../lib/content/fixtures/valid/content', import.meta.url))

/** For tests of emails: the fixture content, checked, or a copy with `change` made to one file of content/emails. */
export function emailContentWith(change?: { file: string; edit: (source: string) => string }): SiteContent {
  // The copy is read whole at once, so it goes as soon as it is read: a copy made inside a test has
  // no hook after it to remove it.
  const root = mkdtempSync(join(tmpdir(), 'senseahead-emails-'))
  try {
    cpSync(fixture, join(root, 'content'), { recursive: true })
    if (change) {
      const path = join(root, 'content/emails', change.file)
      writeFileSync(path, change.edit(readFileSync(path, 'utf8')))
    }
    const { content, problems } = loadContent(root)
    expect(problems).toEqual([])
    return content!
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
