import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, test } from 'vitest'
import { loadContent } from './load-content.server.ts'
import { loadContentOnce } from './load-content-once.server.ts'

const siteContent = fileURLToPath(new URL('../../content', import.meta.url))
/** The files the content names, which the loader checks. */
const publicFiles = fileURLToPath(new URL('../../public', import.meta.url))
let root: string | undefined
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
})

test('reads the content once, then takes what it read until a content file changes', () => {
  root = mkdtempSync(join(tmpdir(), 'senseahead-content-once-'))
  const folder = join(root, 'content')
  cpSync(siteContent, folder, { recursive: true })
  cpSync(publicFiles, join(root, 'public'), { recursive: true })
  const first = loadContentOnce(root, folder)
  expect(first.problems).toEqual([])
  expect(first).toEqual(loadContent(root, folder))

  // What the next step gets is what the first one kept: marked here, to tell it from a new reading.
  const cache = join(root, 'node_modules', '.cache', 'senseahead-content')
  const [snapshot] = readdirSync(cache)
  const kept = JSON.parse(readFileSync(join(cache, snapshot!), 'utf8')) as { settings: { name: string } }
  kept.settings.name = 'Kept'
  writeFileSync(join(cache, snapshot!), JSON.stringify(kept))
  expect(loadContentOnce(root, folder).content!.settings.name).toBe('Kept')

  const settings = join(folder, 'settings', 'site.md')
  writeFileSync(settings, readFileSync(settings, 'utf8').replace(/^tagline: .*$/m, 'tagline: A changed tagline.'))
  const changed = loadContentOnce(root, folder)
  expect(changed.content!.settings.name).toBe(first.content!.settings.name)
  expect(changed.content!.settings.tagline).toBe('A changed tagline.')
  expect(changed).toEqual(loadContent(root, folder))
})

test('keeps nothing of content with problems, so every step reports them', () => {
  root = mkdtempSync(join(tmpdir(), 'senseahead-content-once-'))
  const folder = join(root, 'content')
  cpSync(siteContent, folder, { recursive: true })
  const post = join(folder, 'blog-posts', readdirSync(join(folder, 'blog-posts'))[0]!)
  writeFileSync(post, readFileSync(post, 'utf8').replace(/^title: .*$/m, 'title:'))
  expect(loadContentOnce(root, folder).problems).not.toEqual([])
  expect(loadContentOnce(root, folder).problems).not.toEqual([])
  expect(readdirSync(root)).not.toContain('node_modules')
})
