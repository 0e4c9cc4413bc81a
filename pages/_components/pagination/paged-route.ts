import type { PageContext } from 'vike/types'

/**
 * A Vike route function for a paginated list at `basePath`: the first page at `basePath`, the
 * others at `<basePath>/page/<n>` from 2 on. The first page has one address only, so /page/1 and
 * numbers written with a leading zero are not routes.
 */
export function pagedRoute(basePath: string) {
  const pattern = new RegExp(`^${basePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:/page/([2-9]|[1-9]\\d+))?$`)
  return ({ urlPathname }: Pick<PageContext, 'urlPathname'>) => {
    const match = pattern.exec(urlPathname)
    return match ? { routeParams: { page: match[1] ?? '1' } } : false
  }
}
