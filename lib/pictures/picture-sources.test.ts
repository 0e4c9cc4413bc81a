import { expect, test } from 'vitest'
import { pictureSources } from './picture-sources.ts'

test('a picture is offered as AVIF, then WebP, each at every width, and as JPEG for every other browser', () => {
  const { sources, fallback } = pictureSources('/images/people/maya.jpg', { width: 400, height: 400 })
  expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
  expect(sources[0]?.srcSet).toBe(
    '/pictures/images/people/maya.jpg/200.avif 200w, /pictures/images/people/maya.jpg/400.avif 400w, /pictures/images/people/maya.jpg/600.avif 600w, /pictures/images/people/maya.jpg/800.avif 800w',
  )
  expect(fallback.src).toBe('/pictures/images/people/maya.jpg/400.jpg')
  expect(fallback.srcSet).toMatch(/^\/pictures\/images\/people\/maya\.jpg\/200\.jpg 200w, .* \/pictures\/images\/people\/maya\.jpg\/800\.jpg 800w$/)
})
