import { Island } from '../_components/island/island.tsx'
import { PageHero } from '../_components/page-hero/page-hero.tsx'
import type { Data } from './+data.ts'
import { GameVisual } from './game-visual.tsx'
import { playWithMeDialogsIsland } from './play-with-me-dialogs-island.ts'
import './_play-page.scss'

export default function Page({ playWithMe, games }: Data) {
  return (
    <div className="play-page">
      <PageHero id="play-heading" eyebrow="Supervised online games" heading={playWithMe.heading} intro={playWithMe.intro}>
        <div className="play-page__signup">
          <Island island={playWithMeDialogsIsland} props={{ placement: 'hero', notificationsLabel: 'Sign-up notifications (F8)' }} />
        </div>
      </PageHero>
      <section className="section" aria-labelledby="games-heading">
        <div className="container">
          <div className="section__header">
            <h2 id="games-heading">Games We Play</h2>
            <p className="section__intro">Each game opens on its own website in a new tab.</p>
          </div>
          <ul className="grid grid--4 play-page__games">
            {games.map((game) => (
              <li key={game.slug} className="card play-page__game">
                <GameVisual visual={game.visual} />
                <h3 className="play-page__game-name">{game.name}</h3>
                <p className="play-page__age">Ages {game.ageLabel}</p>
                <p className="play-page__game-description">{game.description}</p>
                <a className="button button--secondary button--small" href={game.link} target="_blank" rel="noopener noreferrer">
                  Play<span className="visually-hidden"> {game.name} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--muted" aria-labelledby="how-heading">
        <div className="container">
          <div className="section__header">
            <h2 id="how-heading">How It Works</h2>
          </div>
          <ol className="grid grid--3 play-page__steps">
            {playWithMe.howItWorks.map((step, index) => (
              <li key={step.title} className="card play-page__step">
                <span className="play-page__step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section" aria-labelledby="closing-heading">
        <div className="container play-page__closing">
          <h2 id="closing-heading">{playWithMe.closingHeading}</h2>
          <p className="section__intro">{playWithMe.closingText}</p>
          <div className="play-page__signup">
            <Island island={playWithMeDialogsIsland} props={{ placement: 'closing', notificationsLabel: 'Sign-up notifications, end of page (F8)' }} />
          </div>
        </div>
      </section>
    </div>
  )
}
