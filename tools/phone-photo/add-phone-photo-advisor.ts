import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readEntryFile, writeEntryFile } from '#lib/cms/entry-file.ts'
import { addTestEntries, freePublicPath, type AddedEntry } from '../test-entries/add-test-entries.ts'
import { writePhonePhoto } from './write-phone-photo.ts'

/** The advisor's file, added under a file name, name and order the content leaves free. */
export const phonePhotoAdvisor = fileURLToPath(new URL('../../lib/content/fixtures/phone-photo/content', import.meta.url))

/**
 * Adds to a copy of the content an advisor whose portrait is a photo as an editor would upload it
 * from a phone, and makes that photo in the copy's public folder, under the name the fixture gives
 * it or, when a picture of that name is there, with a number added. The photo is made, not
 * committed: it weighs megabytes.
 */
export async function addPhonePhotoAdvisor(contentDir: string, publicDir: string): Promise<AddedEntry[]> {
  const added = addTestEntries(contentDir, phonePhotoAdvisor, publicDir)
  for (const { collection, slug } of added) {
    const file = join(contentDir, collection, `${slug}.md`)
    const fields = readEntryFile(readFileSync(file, 'utf8'))
    const image = freePublicPath(publicDir, String(fields.image))
    writeFileSync(file, writeEntryFile({ ...fields, image }))
    await writePhonePhoto(join(publicDir, image))
  }
  return added
}
