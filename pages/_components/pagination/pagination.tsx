import { pageNumbers } from './page-numbers.ts'
import { pagePath } from './page-path.ts'
import './_pagination.scss'

interface PaginationProps {
  /** The list's first page, such as /blog. */
  basePath: string
  page: number
  pageCount: number
  /** Names the navigation for screen readers, such as "Blog Posts pages". */
  label: string
}

/** Links to the previous and next pages of a list and to a few pages by number; none for a list of one page. */
export function Pagination({ basePath, page, pageCount, label }: PaginationProps) {
  if (pageCount < 2) return null
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        {page > 1 && (
          <li>
            <a className="pagination__link pagination__link--step" href={pagePath(basePath, page - 1)} rel="prev">
              <span aria-hidden="true">←</span> Previous
            </a>
          </li>
        )}
        {pageNumbers(page, pageCount).map((number, index) =>
          number === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <a className="pagination__link" href={pagePath(basePath, number)} aria-label={`Page ${number}`} aria-current={number === page ? 'page' : undefined}>
                {number}
              </a>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <a className="pagination__link pagination__link--step" href={pagePath(basePath, page + 1)} rel="next">
              Next <span aria-hidden="true">→</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
