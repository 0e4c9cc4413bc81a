import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The valid content every content test starts from: a fixture, so that no test depends on today's content. */
export const FIXTURE_CONTENT = fileURLToPath(new URL('../fixtures/valid/content', import.meta.url))

/** A folder holding `content/`, a copy of the valid fixture a test may change, and how to remove it. */
export function copyOfFixtureContent(): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'senseahead-content-'))
  cpSync(FIXTURE_CONTENT, join(root, 'content'), { recursive: true })
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) }
}
