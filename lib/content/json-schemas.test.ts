import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { collections } from './collections.ts'
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

test('a schema carries the checker’s rules: no blank text, web addresses by protocol, file names for references, list lengths', () => {
  const games = JSON.parse(jsonSchemas().games)
  expect(games.properties.name).toMatchObject({ minLength: 1, pattern: '\\S' })
  expect(games.properties.link.pattern).toMatch(/^\^https/)
  const topics = JSON.parse(jsonSchemas()['science-topics'])
  expect(topics.properties.publications).toMatchObject({ minItems: 2, maxItems: 2, items: { pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' } })
})

interface Property {
  type?: string
  description?: string
  properties?: Record<string, Property>
  items?: Property
}

/** Every property of a JSON Schema, at any depth, with its path as CONTENT.md writes it. */
function properties(schema: Property, prefix = ''): [string, Property][] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = prefix + name
    const nested = property.type === 'array' ? property.items : property
    return [[path, property] as [string, Property], ...(nested?.properties ? properties(nested, `${path}${property.type === 'array' ? '[]' : ''}.`) : [])]
  })
}

test('every field of every collection tells editors what to write (a .meta({ description }) in its schema)', () => {
  const undescribed = Object.entries(jsonSchemas()).flatMap(([name, json]) =>
    properties(JSON.parse(json))
      .filter(([, property]) => !property.description)
      .map(([path]) => `${name}: ${path}`),
  )
  expect(undescribed).toEqual([])
  expect(Object.keys(jsonSchemas())).toEqual(Object.keys(collections))
})
