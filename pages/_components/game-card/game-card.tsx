import type { Game } from '#lib/content/collections.ts'
import { GameVisual } from '../game-visual/game-visual.tsx'
import './_game-card.scss'

export interface CardGame {
  name: string
  ageLabel: string
  description: string
  visual?: Game['visual'] | undefined
  /** Names the card's heading `game-<slug>`, for links to it. */
  slug?: string | undefined
  /** Where "Play" leads; without one (a game still being written in the content editor) it leads nowhere. */
  link?: string | undefined
}

/** A game as the Play With Me page lists it, and the content editor previews it: drawing, name, ages, what it is, and "Play". */
export function GameCard({ game }: { game: CardGame }) {
  return (
    <li className="card game-card">
      {game.visual ? <GameVisual visual={game.visual} /> : null}
      <h3 id={game.slug ? `game-${game.slug}` : undefined} className="game-card__name">
        {game.name}
      </h3>
      <p className="game-card__age">Ages {game.ageLabel}</p>
      <p className="game-card__description">{game.description}</p>
      {game.link ? (
        <a className="button button--secondary button--small" href={game.link} target="_blank" rel="noopener noreferrer">
          Play<span className="visually-hidden"> {game.name} (opens in a new tab)</span>
        </a>
      ) : (
        <span className="button button--secondary button--small">Play</span>
      )}
    </li>
  )
}
