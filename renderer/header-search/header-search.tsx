import { hookAttribute } from '../page-scripts/hook-attribute.ts'
import './_header-search.scss'

/**
 * The header's search field: a plain form that opens the search page with the words (`/search?q=…`),
 * so it loads nothing on any page and works without JavaScript; the search page runs the search.
 */
export function HeaderSearch() {
  return (
    <form className="header-search" role="search" aria-label="Site" action="/search" method="get">
      <label className="visually-hidden" htmlFor="header-search-query">
        Search the site
      </label>
      <input id="header-search-query" className="header-search__field" type="search" name="q" placeholder="Search" autoComplete="off" />
      <button type="submit" className="header-search__button" aria-label="Search" {...hookAttribute('tooltip')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15 15l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  )
}
