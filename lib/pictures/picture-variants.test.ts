import { expect, test } from 'vitest'
import { pictureVariants } from './picture-variants.ts'

test('a picture gets half, one, one and a half and two times its slot in each format, in the slot’s shape', () => {
  const variants = pictureVariants('/images/blog/calm.png', { width: 640, height: 360 })
  expect(variants.filter((variant) => variant.format === 'webp')).toEqual([
    { path: '/pictures/images/blog/calm.png/320.webp', format: 'webp', width: 320, height: 180 },
    { path: '/pictures/images/blog/calm.png/640.webp', format: 'webp', width: 640, height: 360 },
    { path: '/pictures/images/blog/calm.png/960.webp', format: 'webp', width: 960, height: 540 },
    { path: '/pictures/images/blog/calm.png/1280.webp', format: 'webp', width: 1280, height: 720 },
  ])
  expect(new Set(variants.map((variant) => variant.format))).toEqual(new Set(['avif', 'webp', 'jpeg']))
  expect(variants.filter((variant) => variant.format === 'jpeg').map((variant) => variant.path.split('/').at(-1))).toEqual(['320.jpg', '640.jpg', '960.jpg', '1280.jpg'])
})

test('two pictures that differ only in their format never share a file', () => {
  const slot = { width: 400, height: 400 }
  const paths = (path: string) => pictureVariants(path, slot).map((variant) => variant.path)
  const jpeg = paths('/images/people/maya.jpg')
  expect(paths('/images/people/maya.png').filter((path) => jpeg.includes(path))).toEqual([])
})

test('no variant can be mistaken for a file the content names', () => {
  // Content names files under /images/ or /media/ only.
  for (const variant of pictureVariants('/media/hero-poster.jpg', { width: 960, height: 540 })) expect(variant.path).toMatch(/^\/pictures\//)
})
