/**
 * `npm run content:schemas`: writes what is made from the collection schemas in
 * lib/content/collections/: the JSON Schemas in content/json-schema/, the field tables and the game
 * drawings in CONTENT.md, and the drawings themselves in docs/game-visuals/. Unit tests fail when
 * any of them differs from what this writes.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { jsonSchemas } from '#lib/content/json-schemas.ts'
import { contentGuide } from '#tools/content-guide/content-guide.ts'
import { gameVisualFiles } from '#tools/content-guide/game-visual-files.ts'
import { GAME_VISUALS_FOLDER } from '#tools/content-guide/game-visual-table.ts'

mkdirSync('content/json-schema', { recursive: true })
for (const [name, json] of Object.entries(jsonSchemas())) {
  writeFileSync(`content/json-schema/${name}.schema.json`, json)
}

// A drawing whose value was removed goes with it.
rmSync(GAME_VISUALS_FOLDER, { recursive: true, force: true })
mkdirSync(GAME_VISUALS_FOLDER, { recursive: true })
for (const [path, svg] of Object.entries(gameVisualFiles())) writeFileSync(path, svg)

writeFileSync('CONTENT.md', contentGuide(readFileSync('CONTENT.md', 'utf8')))
console.log(`Wrote content/json-schema/, ${GAME_VISUALS_FOLDER}/ (${readdirSync(GAME_VISUALS_FOLDER).length} drawings) and the generated parts of CONTENT.md.`)
