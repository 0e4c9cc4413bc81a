/** An entry's file name without .md: its slug, and its address on the site where it has a page. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
