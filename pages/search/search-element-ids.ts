/** The ids by which the search page's script finds the field, the live count, the results and the main pages of the prerendered page. */
export const searchElementIds = {
  query: 'search-query',
  status: 'search-status',
  results: 'search-results',
  /** The main pages, offered when nothing is found. */
  mainPages: 'search-main-pages',
} as const
