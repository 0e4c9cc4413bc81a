import { escapeAttribute } from '../escape-attribute.ts'
import type { LeadPicture } from './lead-picture.ts'

/**
 * The head's `<link rel="preload">` for the page's lead photo, at high priority: the browser starts
 * fetching it with the stylesheet, before it has laid out the page. It names the same files and
 * sizes as the photo's `<picture>`, so the browser picks the same file for both; its type lets a
 * browser without AVIF skip it rather than fetch a file it cannot show.
 */
export function preloadLink({ type, srcSet, sizes }: LeadPicture): string {
  return `<link rel="preload" as="image" type="${type}" imagesrcset="${escapeAttribute(srcSet)}" imagesizes="${escapeAttribute(sizes)}" fetchpriority="high" />`
}
