/** Where the build writes the search's files, and where the search page loads them from (not bundled). */
export const searchUrls = {
  /** Pagefind's own code, which loads the parts of its index that the words need. */
  pagefind: '/pagefind/pagefind.js',
  /** Every word the index holds, the most frequent first: the search corrects a mistyped word to one of them. */
  words: '/pagefind/site-words.json',
} as const
