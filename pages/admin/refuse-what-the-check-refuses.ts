import CMS from 'decap-cms-app'
import type { DecapConfig } from '#lib/cms/decap-types.ts'
import { writeEntryFile } from '#lib/cms/entry-file.ts'
import { newEntryFileName } from '#lib/cms/new-entry-file-name.ts'
import { problemsBeforeSave, type WrittenFile } from '#lib/cms/problems-before-save.ts'
import type { CollectionName } from '#lib/content/fields/collection-name.ts'
import { knownFiles } from './node-stand-ins/fs.ts'
import { refusalNotice } from './refusal-notice.ts'

/** What the content editor's backend (GitHub, or the local one of `npm run cms`) is asked for here. */
interface Backend {
  entriesByFolder(folder: string, extension: string, depth: number): Promise<{ file: { path: string }; data: string }[]>
  getMediaFile(path: string): Promise<{ file?: Blob }>
}

/** An entry as Decap hands it to its events (an Immutable.js map). */
interface EventEntry {
  get(key: string): unknown
  getIn(path: string[]): unknown
}

/** A refusal worded for the editor: the check's lines, without "Error:" in front. */
class RefusedSave extends Error {
  override toString() {
    return this.message
  }
}

let backend: Backend | undefined

/** Decap says "Failed to persist entry: …" when a save fails; an editor reads "Not saved: …". */
function sayNotSaved(): void {
  const en = CMS.getLocale('en') as { ui: { toast: Record<string, string> } }
  CMS.registerLocale('en', { ...en, ui: { ...en.ui, toast: { ...en.ui.toast, onFailToPersist: 'Not saved: %{details}' } } })
}

/** Decap makes its backend from the registry; the one it makes is kept, to read the other files of a folder and the pictures. */
function keepTheBackend(): void {
  for (const name of ['github', 'proxy']) {
    const registered = CMS.getBackend(name) as { init: (...args: unknown[]) => Backend } | undefined
    if (!registered) continue
    const init = registered.init
    registered.init = (...args) => (backend = init(...args))
  }
}

/** Every site path to a file under public/ that a value names, in lists and groups too. */
function publicPaths(value: unknown): string[] {
  if (typeof value === 'string') return /^\/(?:images|media)\/[^\s]+\.[a-z0-9]+$/i.test(value) ? [value] : []
  if (Array.isArray(value)) return value.flatMap(publicPaths)
  if (value && typeof value === 'object') return Object.values(value).flatMap(publicPaths)
  return []
}

/** The pictures the entry names, from the upload waiting in the form or else from the backend, for the check to read. */
async function loadPictures(entry: EventEntry, data: Record<string, unknown>): Promise<void> {
  const waiting = ((entry.get('mediaFiles') as { toJS(): { path: string; file?: Blob }[] } | undefined)?.toJS() ?? []).filter((media) => media.file)
  for (const path of publicPaths(data)) {
    if (knownFiles.has(path)) continue
    const repoPath = `public${path}`
    const upload = waiting.find((media) => media.path.replace(/^\//, '') === repoPath)?.file
    const file = upload ?? (await backend?.getMediaFile(repoPath).catch(() => undefined))?.file
    if (file) knownFiles.set(path, new Uint8Array(await file.arrayBuffer()))
  }
}

/**
 * Before the content editor saves an entry, the content check's own rules run on the file it is
 * about to write, beside the other files of its folder as the backend has them: what
 * `npm run check:content` would refuse is refused here, in its words, and nothing is saved. The
 * words stay on screen (refusal-notice.ts) after Decap's own notice has gone.
 */
export function refuseWhatTheCheckRefuses(config: DecapConfig): void {
  keepTheBackend()
  sayNotSaved()
  CMS.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }: { entry: EventEntry }) => {
      const name = entry.get('collection') as CollectionName
      const collection = config.collections.find((each) => each.name === name)
      if (!collection) return undefined
      const data = (entry.get('data') as { toJS(): Record<string, unknown> }).toJS()
      const file = collection.files?.find((each) => each.file === entry.get('path'))
      const fields = (file?.fields ?? collection.fields ?? []).map((field) => field.name)
      const text = writeEntryFile(data, fields)
      await loadPictures(entry, data)
      let others: WrittenFile[] = []
      if (collection.folder && backend) {
        others = (await backend.entriesByFolder(collection.folder, 'md', 1)).map(({ file: { path }, data: written }) => ({ fileName: path.split('/').pop()!, text: written }))
      }
      const path = entry.get('path') as string | undefined
      const fileName = entry.get('newRecord') || !path ? newEntryFileName(collection, data, others) : path.split('/').pop()!
      const problems = problemsBeforeSave(name, { fileName, text }, others)
      if (!problems.length) return refusalNotice.clear()
      refusalNotice.show(problems)
      throw new RefusedSave(`the content check would refuse this: ${problems.join(' — ')}`)
    },
  })
}
