import { CardList } from '../_components/card-list/card-list.tsx'
import { GameCard } from '../_components/game-card/game-card.tsx'
import { Island } from '../_components/island/island.tsx'
import { PageHero } from '../_components/page-hero/page-hero.tsx'
import { Section } from '../_components/section/section.tsx'
import type { Data } from './+data.ts'
import { closingWords } from './closing-words.ts'
import { playWithMeDialogsIsland } from './play-with-me-dialogs-island.ts'
import './_play-page.scss'

export default function Page({ playWithMe, games }: Data) {
  return (
    <div className="play-page">
      <PageHero id="play-heading" eyebrow="Supervised online games" heading={playWithMe.heading} intro={playWithMe.intro}>
        <div className="play-page__signup">
          <Island island={playWithMeDialogsIsland} props={{ placement: 'hero', notificationsLabel: 'Sign-up notifications (F8)', replyTime: playWithMe.replyTime }} />
        </div>
      </PageHero>
      <Section headingId="games-heading" heading="Games We Play" intro="Each game opens on its own website in a new tab.">
        <ul className="grid grid--4">
          {games.map((game) => (
            <GameCard key={game.slug} game={game} />
          ))}
        </ul>
      </Section>
      <Section headingId="how-heading" heading="How It Works" variant="muted">
        <CardList
          cards={playWithMe.howItWorks}
          ordered
          className="grid grid--3 play-page__steps"
          cardClassName="play-page__step"
          before={(index) => (
            <span className="play-page__step-number" aria-hidden="true">
              {index + 1}
            </span>
          )}
        />
      </Section>
      <Section headingId="closing-heading" heading={playWithMe.closingHeading} intro={closingWords(playWithMe)} containerClassName="play-page__closing">
        {(header) => (
          <>
            {header}
            <div className="play-page__signup">
              <Island
                island={playWithMeDialogsIsland}
                props={{ placement: 'closing', notificationsLabel: 'Sign-up notifications, end of page (F8)', replyTime: playWithMe.replyTime }}
              />
            </div>
          </>
        )}
      </Section>
    </div>
  )
}
