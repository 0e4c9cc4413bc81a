import type { Game } from '#lib/content/collections.ts'
import { GameVisual } from '#pages/_components/game-visual/game-visual.tsx'
import { previewData, text, type PreviewProps } from './preview-props.ts'

/** A game's card as the Play With Me page shows it (the same markup and drawing). */
export function GamePreview(props: PreviewProps) {
  const game = previewData(props)
  return (
    <ul className="grid grid--4 play-page__games">
      <li className="card play-page__game">
        {game.visual ? <GameVisual visual={game.visual as Game['visual']} /> : null}
        <h3 className="play-page__game-name">{text(game.name)}</h3>
        <p className="play-page__age">Ages {text(game.ageLabel)}</p>
        <p className="play-page__game-description">{text(game.description)}</p>
        <span className="button button--secondary button--small">Play</span>
      </li>
    </ul>
  )
}
