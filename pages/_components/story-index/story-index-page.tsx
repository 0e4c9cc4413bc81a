import { PageHero } from '../page-hero/page-hero.tsx'
import { Pagination } from '../pagination/pagination.tsx'
import { StoryCard } from '../story-card/story-card.tsx'
import type { StoryIndexData } from './story-index-data.server.ts'
import './_story-index-page.scss'

/** One page of /podcasts or /blog: plain HTML and links, with no island, so it loads no framework code. */
export function StoryIndexPage({ index, intro, cards, page, pageCount }: StoryIndexData) {
  return (
    <div className="story-index">
      <PageHero
        id="story-index-heading"
        heading={index.heading}
        intro={intro}
        before={
          <p className="story-index__back">
            <a href="/#community">
              <span aria-hidden="true">←</span>Back to Voices &amp; Stories
            </a>
          </p>
        }
      >
        {pageCount > 1 && (
          <p className="story-index__position">
            Page {page} of {pageCount}
          </p>
        )}
      </PageHero>
      <div className="container story-index__content">
        <ul className="grid grid--3">
          {cards.map((card) => (
            <li key={card.slug}>
              <StoryCard {...card} headingLevel={2} />
            </li>
          ))}
        </ul>
        <Pagination basePath={index.path} page={page} pageCount={pageCount} label={`${index.heading} pages`} />
      </div>
    </div>
  )
}
