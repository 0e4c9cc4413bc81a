import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Dialog, Page } from '@playwright/test'
import { parse } from 'yaml'
import { expect, test as siteTest } from '../support/fixtures.ts'
import { CMS_ENV } from './cms-env.ts'

const repoDir = () => process.env[CMS_ENV.repoDir]!

/** The copy of a content file the CMS edits, by its path under content/. */
export const contentFile = (path: string) => join(repoDir(), 'content', path)

/**
 * The entries of a folder of the copy, as paths under content/ ("games/chess.md"), in name order:
 * the tests take the entries they edit from here, never by a name written out, so an editor's
 * renamed or added file leaves them as they are.
 */
export const entriesOf = (collection: string) =>
  readdirSync(contentFile(collection))
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => `${collection}/${file}`)

/** The CMS's own path to an entry's form, from its path under content/ ("#/collections/games/entries/chess"). */
export const formOf = (path: string) => `#/collections/${path.replace(/\/([^/]+)\.md$/, '/entries/$1')}`

/** A content file's text as the CMS left it; empty when there is none. */
export const read = (path: string) => (existsSync(contentFile(path)) ? readFileSync(contentFile(path), 'utf8') : '')

/** The Markdown text below the frontmatter, without the blank lines around it. */
export const bodyOf = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, '').trim()

/** The frontmatter's fields; none while the file is being written (a poll may read it half-written). */
export function frontmatterOf(text: string): Record<string, unknown> {
  try {
    return (parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') as Record<string, unknown> | null) ?? {}
  } catch {
    return {}
  }
}

/** The line of a file on which a frontmatter field is written, counting from 1. */
export const lineOf = (text: string, field: string) => text.split('\n').findIndex((line) => line.startsWith(`${field}:`)) + 1

/**
 * The refusal of a save, with the check's lines: it stays until the editor dismisses it, unlike
 * Decap's own notice, which goes after a few seconds.
 */
export const refusal = (page: Page) => page.getByRole('alert', { name: 'Not saved' })

/**
 * The content editor's tests: one signed-in editor per worker, which every test of the worker
 * uses as its page. Opening Decap takes seconds (some 180 modules from the dev server), and moving
 * to another entry a fraction of one, so the tests move between entries as an editor does, by
 * address (see openCms), rather than open the editor afresh.
 */
export const test = siteTest.extend<object, { editor: Page }>({
  editor: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use
      const context = await browser.newContext({ baseURL, viewport })
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
  page: async ({ editor }, use) => use(editor),
})

export { expect }

/**
 * Shows an entry's form ("#/collections/games/new"), signed in to the local backend. The first
 * time, the editor opens on that address and signs in, which shows the form at once. After that it
 * moves there as an editor does, from the last test's entry: once a save under way has ended, and
 * Decap's notices are closed (with a click, as an editor closes them) so that a test sees only its
 * own, it goes to the entry's collection, leaving the last entry without saving what the last test
 * left unsaved (Decap asks first, and keeps no backup of it), then to the entry. The refusal notice
 * must have gone with the entry it was about.
 */
export async function openCms(page: Page, hash: string) {
  const publishButton = page.getByRole('button', { name: 'Publish' })
  if (!new URL(page.url()).pathname.startsWith('/admin')) {
    await page.goto(`/admin/${hash}`)
    await page.getByRole('button', { name: 'Login' }).click()
  } else {
    await expect(page.getByRole('button', { name: /^Publishing/ })).toHaveCount(0)
    const notices = page.locator('.Toastify__toast')
    await notices.evaluateAll((each) => each.forEach((notice) => (notice as HTMLElement).click()))
    await expect(notices).toHaveCount(0)
    const leave = (dialog: Dialog) => dialog.accept()
    page.on('dialog', leave)
    try {
      await page.evaluate((to) => (location.hash = to), hash.replace(/^(#\/collections\/[^/]+).*$/, '$1'))
      // The header Decap shows everywhere but in an entry's form.
      await expect(page.getByRole('link', { name: 'Contents' })).toBeVisible()
    } finally {
      page.off('dialog', leave)
    }
    await expect(refusal(page)).toHaveCount(0)
    await page.evaluate((to) => (location.hash = to), hash)
  }
  // Only a signed-in editor gets an entry's Publish button.
  await expect(publishButton).toBeVisible()
}

/**
 * The entry's Markdown text box in the mode asked for, "markdown" or "rich text": the editor
 * remembers the mode last chosen, so a test says which it types in.
 */
export async function textBoxIn(page: Page, mode: 'markdown' | 'rich text') {
  const field = page.getByLabel('markdown field')
  const markdown = field.getByRole('switch')
  if ((await markdown.isChecked()) !== (mode === 'markdown')) await markdown.click()
  // The editor replaces the text box when it changes mode: a click or key before that goes to the old one.
  await expect(markdown).toBeChecked({ checked: mode === 'markdown' })
  return field.getByRole('textbox')
}

/** Saves the entry into the working copy, as "Publish now" does with the local backend. */
export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
}

/** Picks an option of a drop-down (a select or relation field) by its text. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}
