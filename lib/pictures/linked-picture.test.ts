import { expect, test } from 'vitest'
import { linkedPicture } from './linked-picture.ts'

test('a photo is linked as its JPEG at the slot’s size, never as the original', () => {
  expect(linkedPicture('/media/hero-poster.jpg', { width: 960, height: 540 })).toEqual({ path: '/pictures/media/hero-poster.jpg/960.jpg', width: 960, height: 540 })
})

test('a drawing is linked as it is', () => {
  expect(linkedPicture('/images/blog/calm.svg', { width: 640, height: 360 })).toEqual({ path: '/images/blog/calm.svg', width: 640, height: 360 })
})
