import { MainPages } from '../_components/main-pages/main-pages.tsx'
import { SearchForm } from '../_components/search-form/search-form.tsx'
import type { Data } from './+data.ts'
import './_not-found-page.scss'

/** The specification's words, then two ways on for a lost visitor: the search and the main pages. */
export default function Page({ mainPages }: Data) {
  return (
    <section className="not-found" aria-labelledby="not-found-heading">
      <div className="container not-found__inner">
        <h1 id="not-found-heading">404 Page Not Found</h1>
        <p className="not-found__text">We're sorry, the page you are looking for doesn't exist or has been moved.</p>
        <a className="button button--primary" href="/">
          Return to Home
        </a>
        <h2 id="not-found-search" className="not-found__subheading">
          Search for it
        </h2>
        <SearchForm fieldId="not-found-query" labelledBy="not-found-search" />
        <h2 id="not-found-main-pages" className="not-found__subheading">
          Main pages
        </h2>
        <MainPages pages={mainPages} labelledBy="not-found-main-pages" />
      </div>
    </section>
  )
}
