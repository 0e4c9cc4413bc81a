import { PageHero } from '../_components/page-hero/page-hero.tsx'
import type { Data } from './+data.ts'
import { searchElementIds } from './search-element-ids.ts'
import './_search-page.scss'

/**
 * The search form works without a script: the header's field sends its words here as `?q=`. The
 * search itself runs in the browser (+client.ts loads it only once there are words to look for).
 */
export default function Page({ browse }: Data) {
  return (
    <div className="search-page">
      <PageHero id="search-heading" heading="Search" intro="Find blog posts, podcast episodes, research, advisors, partners and games by a word from them.">
        <form className="search-page__form" role="search" aria-labelledby="search-heading" action="/search" method="get">
          <label htmlFor={searchElementIds.query}>Words to look for</label>
          <div className="search-page__row">
            <input id={searchElementIds.query} className="search-page__field" type="search" name="q" autoComplete="off" spellCheck={false} />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </div>
        </form>
      </PageHero>
      <section className="section search-page__results" aria-labelledby="search-results-heading">
        <div className="container">
          <h2 id="search-results-heading" className="visually-hidden">
            Results
          </h2>
          <div className="search-page__without-js">
            <p>The search works in your browser and needs JavaScript, which is turned off or blocked here. You can find everything it covers on these pages:</p>
            <ul>
              {browse.map((place) => (
                <li key={place.href}>
                  <a href={place.href}>{place.label}</a>
                </li>
              ))}
            </ul>
          </div>
          <p id={searchElementIds.status} className="search-page__status" role="status" />
          <ol id={searchElementIds.results} className="search-page__list" />
        </div>
      </section>
    </div>
  )
}
