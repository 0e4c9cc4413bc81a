import { text } from './text.ts'

/** Words that say only that there is a picture, which a screen reader already says. */
const SAYS_NOTHING = new Set(['image', 'picture', 'photo', 'photograph', 'img', 'graphic', 'illustration', 'icon', 'logo', 'placeholder', 'alt', 'alt text'])
const FILE_NAME = /\.(?:jpe?g|png|svg|webp|avif|gif)$/i

/**
 * What a picture shows, for visitors who cannot see it (screen readers read it out) and for when
 * it does not load. One short sentence: longer descriptions are tiring to listen to. A file name
 * or a word like "image" tells a listener nothing.
 */
export const altText = () =>
  text({ max: 150 }).refine((value) => !SAYS_NOTHING.has(value.trim().toLowerCase().replace(/[.!]$/, '')) && !FILE_NAME.test(value.trim()), {
    message: 'must say what the picture shows, for visitors who cannot see it, like "A teacher reading with two children" (a file name or a word like "image" tells them nothing)',
  })
