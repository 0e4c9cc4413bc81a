import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { gameVisuals } from '#lib/content/fields/content-options.ts'
import { GameVisual } from '#pages/_components/game-visual/game-visual.tsx'
import { gameVisualSvg } from './game-visual-svg.ts'

test.each(gameVisuals)('the %s drawing is a standalone SVG file holding the page’s own drawing', (visual) => {
  const svg = gameVisualSvg(visual)
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="64" height="64"/)
  const drawing = /<svg[\s\S]*<\/svg>/.exec(renderToStaticMarkup(createElement(GameVisual, { visual })))![0]
  expect(svg).toContain(drawing.replace('<svg ', '<svg x="8" y="8" '))
})
