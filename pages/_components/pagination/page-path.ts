/** The address of one page of a paginated list: the list's own path for the first, `<path>/page/<n>` for the others. */
export function pagePath(basePath: string, page: number): string {
  return page === 1 ? basePath : `${basePath}/page/${page}`
}
