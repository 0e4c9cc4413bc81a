/** The ids by which the search page's script finds the field, the live count and the results of the prerendered page. */
export const searchElementIds = {
  query: 'search-query',
  status: 'search-status',
  results: 'search-results',
} as const
