import type { ReactNode } from 'react'
import { CardList } from '../card-list/card-list.tsx'
import { NoScriptNote } from '../forms/no-script-note.tsx'
import { PageHero } from '../page-hero/page-hero.tsx'
import { Section } from '../section/section.tsx'
import { TextList } from '../text-list/text-list.tsx'
import type { SignupPageData } from './signup-page-data.ts'
import './_signup-layout.scss'

/** The part the three sign-up pages share: heading, introduction, cards and lists around a form. */
export function SignupLayout({ page, children }: Pick<SignupPageData, 'page'> & { children?: ReactNode }) {
  return (
    <div className="signup-layout">
      <PageHero id="signup-heading" heading={page.heading} intro={page.intro} />
      <div className="container signup-layout__body">
        <div className="signup-layout__details">
          <Section headingId="signup-cards-heading" heading={page.cardsHeading} variant="inner">
            <CardList cards={page.cards} className="signup-layout__cards" cardClassName="signup-layout__card" titleClassName="signup-layout__card-title" />
          </Section>
          {page.lists.map((list, index) => (
            <Section key={list.heading} headingId={`signup-list-${index}`} heading={list.heading} variant="inner" className="signup-layout__list">
              <TextList items={list.items} />
            </Section>
          ))}
        </div>
        {children && (
          <div className="signup-layout__form">
            <NoScriptNote />
            {children}
          </div>
        )}
      </div>
    </div>
  )
}
