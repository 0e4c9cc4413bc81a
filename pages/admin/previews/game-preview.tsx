import type { Game } from '#lib/content/collections.ts'
import { GameCard } from '#pages/_components/game-card/game-card.tsx'
import { previewData, text, type PreviewProps } from './preview-props.ts'

/** A game's card as the Play With Me page shows it (the same component). */
export function GamePreview(props: PreviewProps) {
  const game = previewData(props)
  return (
    <ul className="grid grid--4">
      <GameCard
        game={{
          name: text(game.name),
          ageLabel: text(game.ageLabel),
          description: text(game.description),
          visual: (game.visual as Game['visual'] | undefined) || undefined,
        }}
      />
    </ul>
  )
}
