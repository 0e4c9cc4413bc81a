import { escapeAttribute } from '../escape-attribute.ts'
import type { LeadPicture } from './lead-picture.ts'

/**
 * The head's `<link rel="preload">` for the page's lead picture, at high priority: the browser
 * starts fetching it with the stylesheet, before it has laid out the page. A photo's link names the
 * same files and sizes as its `<picture>`, so the browser picks the same file for both; its type
 * lets a browser without AVIF skip it rather than fetch a file it cannot show.
 */
export function preloadLink(lead: LeadPicture): string {
  const attributes =
    'href' in lead ? `href="${escapeAttribute(lead.href)}"` : `type="${lead.type}" imagesrcset="${escapeAttribute(lead.srcSet)}" imagesizes="${escapeAttribute(lead.sizes)}"`
  return `<link rel="preload" as="image" ${attributes} fetchpriority="high" />`
}
