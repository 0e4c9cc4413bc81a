/**
 * The most characters a text may have, by the place the page gives it: a label or a chip fits on
 * one short line, a name or a heading on one or two lines of its card or section, a sentence on a
 * card under its heading, a paragraph under a section's heading. Longer text would overflow its
 * card, push the page's layout apart or be cut off in search results.
 */
export const textLength = {
  label: 60,
  name: 80,
  heading: 100,
  sentence: 300,
  paragraph: 600,
} as const
