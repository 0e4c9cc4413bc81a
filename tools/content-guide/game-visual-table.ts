import { gameVisuals } from '#lib/content/fields/content-options.ts'

/** Where the drawings are written, beside CONTENT.md, which shows them from there. */
export const GAME_VISUALS_FOLDER = 'docs/game-visuals'

/** The table of CONTENT.md that shows each game drawing beside the `visual` value that picks it. */
export function gameVisualTable(): string {
  return [
    '| Drawing | Write |',
    '|---|---|',
    ...gameVisuals.map((visual) => `| <img src="${GAME_VISUALS_FOLDER}/${visual}.svg" width="48" height="48" alt="The ${visual} drawing"> | \`visual: ${visual}\` |`),
  ].join('\n')
}
