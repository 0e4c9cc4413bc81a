import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { jsonSchemas } from './json-schemas.ts'

test('the committed JSON Schemas match the schemas in lib/content/collections/ (run npm run content:schemas after changing a schema)', () => {
  const generated = jsonSchemas()
  const committed = readdirSync('content/json-schema').filter((file) => file.endsWith('.schema.json'))
  expect(committed.sort()).toEqual(
    Object.keys(generated)
      .map((name) => `${name}.schema.json`)
      .sort(),
  )
  for (const [name, json] of Object.entries(generated)) {
    expect(readFileSync(`content/json-schema/${name}.schema.json`, 'utf8'), `content/json-schema/${name}.schema.json`).toBe(json)
  }
})

test('a schema is strict, so editors are warned about unknown keys', () => {
  const games = JSON.parse(jsonSchemas().games)
  expect(games.additionalProperties).toBe(false)
  expect(games.required).toContain('ageLabel')
  expect(games.properties.visual.enum).toContain('chess')
})
