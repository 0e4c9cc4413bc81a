import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { contentGuide } from './content-guide.ts'
import { gameVisualFiles } from './game-visual-files.ts'
import { GAME_VISUALS_FOLDER } from './game-visual-table.ts'

const RUN = 'is out of date: run npm run content:schemas'

test('the field tables and game drawings in CONTENT.md are the ones the schemas make', () => {
  const committed = readFileSync('CONTENT.md', 'utf8')
  expect(committed === contentGuide(committed), `CONTENT.md ${RUN}`).toBe(true)
})

test('docs/game-visuals holds exactly the drawings the page draws', () => {
  const files = gameVisualFiles()
  expect(
    readdirSync(GAME_VISUALS_FOLDER)
      .map((name) => `${GAME_VISUALS_FOLDER}/${name}`)
      .sort(),
    `${GAME_VISUALS_FOLDER} ${RUN}`,
  ).toEqual(Object.keys(files).sort())
  for (const [path, svg] of Object.entries(files)) expect(readFileSync(path, 'utf8') === svg, `${path} ${RUN}`).toBe(true)
})
