import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { readEntryFile, writeEntryFile } from '#lib/cms/entry-file.ts'
import { collections } from '#lib/content/collections.ts'
import { nameFieldOf } from '#lib/content/cross-file-problems.ts'
import type { CollectionName } from '#lib/content/fields/collection-name.ts'
import { referenceFields } from '#lib/content/fields/reference-fields.ts'

/**
 * What the files of one collection folder already hold that no other file of it may: their file
 * names (without .md), their names or titles (as the check compares them: trimmed, in lower
 * case) and their orders.
 */
export interface TakenValues {
  slugs: Set<string>
  names: Set<string>
  orders: number[]
}

/** The values the files of `collection` in `contentDir` have taken; a file that cannot be read takes only its name (the check reports it). */
export function takenIn(contentDir: string, collection: CollectionName): TakenValues {
  const folder = join(contentDir, collection)
  const files = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.md')) : []
  const nameField = nameFieldOf(collections[collection])
  const taken: TakenValues = { slugs: new Set(), names: new Set(), orders: [] }
  for (const file of files) {
    taken.slugs.add(file.slice(0, -'.md'.length))
    let fields: Record<string, unknown> = {}
    try {
      fields = readEntryFile(readFileSync(join(folder, file), 'utf8'))
    } catch {
      continue
    }
    const name = nameField ? fields[nameField] : undefined
    if (typeof name === 'string') taken.names.add(comparable(name))
    if (Number.isInteger(fields.order)) taken.orders.push(fields.order as number)
  }
  return taken
}

/**
 * The first free file name and name from `slug` and `name`: as they are, or with the same number
 * added to both (`dominoes-2`, "Dominoes 2"; then 3…) until no file of the folder has either.
 * Takes them, so the next entry added gets others.
 */
export function takeFreeSlugAndName(taken: TakenValues, slug: string, name: string): { slug: string; name: string } {
  for (let number = 1; ; number += 1) {
    const free = number === 1 ? { slug, name } : { slug: `${slug}-${number}`, name: `${name} ${number}` }
    if (takeIfFree(taken, free.slug, free.name)) return free
  }
}

/** Whether no file of the folder has this file name or this name; if none has, they are taken. */
export function takeIfFree(taken: TakenValues, slug: string, name: string): boolean {
  if (taken.slugs.has(slug) || taken.names.has(comparable(name))) return false
  taken.slugs.add(slug)
  taken.names.add(comparable(name))
  return true
}

/** The order after the last of the folder (0 in an empty one), taken. */
export function takeNextOrder(taken: TakenValues): number {
  const order = Math.max(-1, ...taken.orders) + 1
  taken.orders.push(order)
  return order
}

/** An entry a test added to a copy of the content: its folder and the file name it took, without .md. */
export interface AddedEntry {
  collection: CollectionName
  slug: string
}

/**
 * Adds the entries of the fixture content folder `fixture` to the content in `contentDir`, giving
 * way to what is there: each takes its file name and its name or title as written in the fixture
 * when no file of its folder has them, or with a number added until none has, and the order after
 * the folder's last. References between the added entries (a science topic's publications) follow
 * their new file names. A picture the fixture holds beside its content (in `../public/`, as the
 * site does) is copied into `publicDir` under a name no file there has, and the entry names that
 * copy: the tests' entries never show, nor need, a picture of the site's. So no file an editor
 * writes, or removes, can clash with a test's entry, whatever its name or order.
 */
export function addTestEntries(contentDir: string, fixture: string, publicDir: string): AddedEntry[] {
  const planned = readdirSync(fixture, { withFileTypes: true })
    .filter((folder) => folder.isDirectory() && folder.name in collections)
    .flatMap((folder) => {
      const collection = folder.name as CollectionName
      const taken = takenIn(contentDir, collection)
      const nameField = nameFieldOf(collections[collection])
      return readdirSync(join(fixture, collection))
        .filter((file) => file.endsWith('.md'))
        .map((file) => {
          const writtenAs = file.slice(0, -'.md'.length)
          const fields = readEntryFile(readFileSync(join(fixture, collection, file), 'utf8'))
          const free = takeFreeSlugAndName(taken, writtenAs, nameField ? String(fields[nameField]) : writtenAs)
          const changed: Record<string, unknown> = { ...(nameField ? { [nameField]: free.name } : {}), ...('order' in fields ? { order: takeNextOrder(taken) } : {}) }
          return { collection, slug: free.slug, writtenAs, fields: { ...fields, ...changed } }
        })
    })
  const renamed = (collection: CollectionName, slug: unknown) => planned.find((entry) => entry.collection === collection && entry.writtenAs === slug)?.slug ?? slug
  for (const { collection, slug, fields } of planned) {
    for (const [field, value] of Object.entries(fields)) {
      const picture = typeof value === 'string' && value.startsWith('/') ? join(fixture, '..', 'public', value) : undefined
      if (!picture || !existsSync(picture)) continue
      const copy = freePublicPath(publicDir, value as string)
      mkdirSync(dirname(join(publicDir, copy)), { recursive: true })
      cpSync(picture, join(publicDir, copy))
      fields[field] = copy
    }
    for (const { field, collection: target } of referenceFields(collections[collection].schema)) {
      const value = fields[field]
      if (value !== undefined) fields[field] = Array.isArray(value) ? value.map((each) => renamed(target, each)) : renamed(target, value)
    }
    mkdirSync(join(contentDir, collection), { recursive: true })
    writeFileSync(join(contentDir, collection, `${slug}.md`), writeEntryFile(fields))
  }
  return planned.map(({ collection, slug }) => ({ collection, slug }))
}

/** `wanted` (a path under the public folder, as a picture field holds it), or with `-2`, `-3`… before its extension, whichever no file has yet. */
export function freePublicPath(publicDir: string, wanted: string): string {
  const { dir, name, ext } = posix.parse(wanted)
  let path = wanted
  for (let number = 2; existsSync(join(publicDir, path)); number += 1) path = posix.join(dir, `${name}-${number}${ext}`)
  return path
}

/** A name as the check compares two: the same whatever its case or the spaces around it. */
const comparable = (name: string) => name.trim().toLowerCase()
