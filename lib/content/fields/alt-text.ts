import { text } from './text.ts'

/**
 * What a picture shows, for visitors who cannot see it (screen readers read it out) and for when
 * it does not load. One short sentence: longer descriptions are tiring to listen to.
 */
export const altText = () => text({ max: 150 })
