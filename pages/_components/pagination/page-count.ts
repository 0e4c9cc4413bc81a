/** How many pages a list of `itemCount` items fills at `perPage` a page: at least one, which may be empty. */
export function pageCount(itemCount: number, perPage: number): number {
  return Math.max(1, Math.ceil(itemCount / perPage))
}
