import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Game } from '#lib/content/collections.ts'
import { GameVisual } from '#pages/_components/game-visual/game-visual.tsx'

// The tile the Play With Me page draws behind each drawing: 4rem, in the light theme's
// primary-soft background with the drawing in primary (renderer/styles/_colours.scss).
const TILE = 64
const BACKGROUND = '#e0efec'
const INK = '#1f6660'

/**
 * The drawing a game's `visual` value shows, as a file of its own: the page's own component
 * rendered to markup, so the picture in CONTENT.md is the one on the site.
 */
export function gameVisualSvg(visual: Game['visual']): string {
  const markup = renderToStaticMarkup(createElement(GameVisual, { visual }))
  const drawing = /<svg[\s\S]*<\/svg>/.exec(markup)?.[0]
  if (!drawing) throw new Error(`GameVisual drew no <svg> for "${visual}"`)
  const size = Number(/width="(\d+)"/.exec(drawing)?.[1] ?? TILE)
  const offset = (TILE - size) / 2
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE}" viewBox="0 0 ${TILE} ${TILE}" color="${INK}" role="img" aria-label="${visual}">`,
    `<rect width="${TILE}" height="${TILE}" rx="12" fill="${BACKGROUND}"/>`,
    drawing.replace('<svg ', `<svg x="${offset}" y="${offset}" `),
    '</svg>',
    '',
  ].join('\n')
}
