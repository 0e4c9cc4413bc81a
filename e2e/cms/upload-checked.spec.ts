import { existsSync } from 'node:fs'
import { join, posix } from 'node:path'
import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { freePublicPath } from '#tools/test-entries/add-test-entries.ts'
import { CMS_ENV } from './cms-env.ts'
import { entriesOf, expect, formOf, frontmatterOf, openCms, publish, read, refusal, test } from './cms-steps.ts'

/** A photo of the given size, as a phone or a drawing program would save it. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#6a8caf' } })
    .png()
    .toBuffer()

/** Uploads a picture into the entry's Image field through the editor's media library. */
async function uploadImage(page: Page, name: string, buffer: Buffer) {
  await page
    .getByLabel('image field')
    .getByRole('button', { name: /Choose (?:an|different) image/ })
    .click()
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer })
  await page.getByRole('button', { name: 'Choose selected' }).click()
}

test("an uploaded photo too small for its place is refused before saving, in the check's words; one large enough is saved", async ({ page }) => {
  const path = entriesOf('advisors')[0]!
  const before = read(path)
  const { width, height } = pictureSlots.portrait
  await openCms(page, formOf(path))
  // Picture names no file of the copy has, so an editor's picture of the same name is never replaced.
  const pictures = join(process.env[CMS_ENV.repoDir]!, 'public')
  const small = freePublicPath(pictures, '/images/people/portrait-small.png')
  const large = freePublicPath(pictures, '/images/people/portrait-large.png')
  await uploadImage(page, posix.basename(small), await photo(width / 4, height / 4))
  await publish(page)
  await expect(refusal(page)).toContainText(`image: is ${width / 4}×${height / 4} pixels, smaller than the ${width}×${height} its place on the page fills: use a larger picture`)
  expect(read(path)).toBe(before)

  await uploadImage(page, posix.basename(large), await photo(width, height))
  await publish(page)
  await expect.poll(() => frontmatterOf(read(path)).image).toBe(large)
  // The local backend writes the entry's file before its pictures.
  await expect.poll(() => existsSync(join(pictures, large))).toBe(true)
})
