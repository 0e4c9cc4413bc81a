import { gameVisuals } from '#lib/content/fields/content-options.ts'
import { gameVisualSvg } from './game-visual-svg.ts'
import { GAME_VISUALS_FOLDER } from './game-visual-table.ts'

/** Every file of docs/game-visuals/, by path: one drawing per `visual` value. */
export function gameVisualFiles(): Record<string, string> {
  return Object.fromEntries(gameVisuals.map((visual) => [`${GAME_VISUALS_FOLDER}/${visual}.svg`, gameVisualSvg(visual)]))
}
