import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { collections } from './collections.ts'
import { contentFolder } from './content-folder.server.ts'
import type { CollectionName } from './fields/collection-name.ts'
import { formatProblem } from './format-problem.ts'
import { loadContent } from './load-content.server.ts'

// The same check as `npm run check:content`, so a pull request that breaks content/ fails here too.
// It asserts no counts or names: editors add and remove entries freely.
test('the content in content/ (or the copy CONTENT_DIR names) has no problems and every file is published', () => {
  const folder = contentFolder(process.cwd())
  const { content, problems } = loadContent(process.cwd(), folder)
  expect(problems.map(formatProblem)).toEqual([])
  for (const name of Object.keys(collections) as CollectionName[]) {
    if ('single' in collections[name]) continue
    const files = readdirSync(join(folder, name)).filter((file) => file.endsWith('.md'))
    expect(content?.[name], `content/${name}`).toHaveLength(files.length)
  }
})
