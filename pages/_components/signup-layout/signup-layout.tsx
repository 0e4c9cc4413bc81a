import type { ReactNode } from 'react'
import type { SignupPageData } from './signup-page-data.ts'

/** The part the three sign-up pages share: heading, introduction, cards and lists around a form. */
export function SignupLayout({ page, children }: Pick<SignupPageData, 'page'> & { children?: ReactNode }) {
  return (
    <>
      <section aria-labelledby="signup-heading">
        <h1 id="signup-heading">{page.heading}</h1>
        <p>{page.intro}</p>
      </section>
      <section aria-labelledby="signup-cards-heading">
        <h2 id="signup-cards-heading">{page.cardsHeading}</h2>
        <ul>
          {page.cards.map((card) => (
            <li key={card.title}><h3>{card.title}</h3><p>{card.description}</p></li>
          ))}
        </ul>
      </section>
      {page.lists.map((list) => (
        <section key={list.heading}>
          <h2>{list.heading}</h2>
          <ul>{list.items.map((item) => <li key={item}>{item}</li>)}</ul>
        </section>
      ))}
      {children}
    </>
  )
}
