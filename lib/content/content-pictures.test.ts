import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { pictureSlots } from '../pictures/picture-slots.ts'
import { contentPictures } from './content-pictures.ts'
import { loadContent } from './load-content.server.ts'

const fixture = fileURLToPath(new URL('./fixtures/valid/content', import.meta.url))

test('every picture field is found with its slot, in single files, lists and nested groups alike', () => {
  const { content } = loadContent(process.cwd(), fixture)
  const pictures = contentPictures(content!)
  const slotOf = (path: string | undefined) => pictures.find((picture) => picture.path === path)?.slot
  expect(slotOf(content!.settings.logo)).toEqual(pictureSlots.siteLogo)
  expect(slotOf(content!.settings.hero.poster)).toEqual(pictureSlots.heroPoster)
  expect(slotOf(content!.founder.portraits.at(-1)?.src)).toEqual(pictureSlots.portrait)
  expect(slotOf(content!.advisors[0]?.image)).toEqual(pictureSlots.portrait)
  expect(slotOf(content!.partners[0]?.logo)).toEqual(pictureSlots.partnerLogo)
  expect(slotOf(content!['blog-posts'][0]?.image)).toEqual(pictureSlots.story)
  // Each picture once per slot, however many entries name it.
  expect(new Set(pictures.map((picture) => `${picture.path} ${picture.slot.width}`)).size).toBe(pictures.length)
})
