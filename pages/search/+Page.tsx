import { MainPages } from '../_components/main-pages/main-pages.tsx'
import { PageHero } from '../_components/page-hero/page-hero.tsx'
import { SearchForm } from '../_components/search-form/search-form.tsx'
import type { Data } from './+data.ts'
import { searchElementIds } from './search-element-ids.ts'
import './_search-page.scss'

/**
 * The search form works without a script: the header's field sends its words here as `?q=`. The
 * search itself runs in the browser (+client.ts loads it only once there are words to look for).
 */
export default function Page({ mainPages }: Data) {
  return (
    <div className="search-page">
      <PageHero id="search-heading" heading="Search" intro="Find pages, sign-up forms, blog posts, podcast episodes, research, advisors, partners and games by a word from them.">
        <SearchForm fieldId={searchElementIds.query} labelledBy="search-heading" />
      </PageHero>
      <section className="section search-page__results" aria-labelledby="search-results-heading">
        <div className="container">
          <h2 id="search-results-heading" className="visually-hidden">
            Results
          </h2>
          <div className="search-page__without-js">
            <p id="search-without-js">
              The search works in your browser and needs JavaScript, which is turned off or blocked here. You can find everything it covers on these pages:
            </p>
            <MainPages pages={mainPages} labelledBy="search-without-js" />
          </div>
          <p id={searchElementIds.status} className="search-page__status" role="status" />
          <ol id={searchElementIds.results} className="search-page__list" />
          {/* Shown by the search when nothing matches, after the live region has said so. */}
          <div id={searchElementIds.mainPages} hidden>
            <h3 id="search-main-pages-heading">Main pages</h3>
            <MainPages pages={mainPages} labelledBy="search-main-pages-heading" />
          </div>
        </div>
      </section>
    </div>
  )
}
