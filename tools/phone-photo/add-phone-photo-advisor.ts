import { cpSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import matter from 'gray-matter'
import { writePhonePhoto } from './write-phone-photo.ts'

/** The advisor's file, named so no editor's file takes its place. */
export const phonePhotoAdvisor = fileURLToPath(new URL('../../lib/content/fixtures/phone-photo/content', import.meta.url))

/**
 * Adds to a copy of the content an advisor whose portrait is a photo as an editor would upload it
 * from a phone, and makes that photo in the copy's public folder. The photo is made, not committed:
 * it weighs megabytes.
 */
export async function addPhonePhotoAdvisor(contentDir: string, publicDir: string): Promise<void> {
  cpSync(phonePhotoAdvisor, contentDir, { recursive: true })
  for (const file of readdirSync(join(phonePhotoAdvisor, 'advisors'))) {
    const { image } = matter(readFileSync(join(phonePhotoAdvisor, 'advisors', file), 'utf8')).data as { image: string }
    await writePhonePhoto(join(publicDir, image))
  }
}
