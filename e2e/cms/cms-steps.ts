import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { parse } from 'yaml'
import { expect } from '../support/fixtures.ts'
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
 * Opens the CMS at an entry's form ("#/collections/games/new"), signed in to the local backend:
 * signing in on that address shows the form at once, without the collections page first.
 */
export async function openCms(page: Page, hash: string) {
  await page.goto(`/admin/${hash}`)
  await page.getByRole('button', { name: 'Login' }).click()
  // Only a signed-in editor gets an entry's Publish button.
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible()
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
