import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { copyOfFixtureContent } from './testing/copy-of-fixture-content.ts'
import { formatProblem } from './format-problem.ts'
import { loadContent } from './load-content.server.ts'

// Each test copies the fixture content (a small, complete and valid content tree that does not change when editors change the site), breaks one thing, and reads the lines an editor would see.
let root: string
let remove: () => void
beforeEach(() => ({ root, remove } = copyOfFixtureContent()))
afterEach(() => remove())

const edit = (file: string, change: (source: string) => string) => {
  const path = join(root, file)
  writeFileSync(path, change(readFileSync(path, 'utf8')))
}
const lines = () => loadContent(root).problems.map(formatProblem)

describe('loadContent', () => {
  test('valid content has no problems and every entry, in page order', () => {
    const { content, problems } = loadContent(root)
    expect(problems).toEqual([])
    expect(content?.games.map((game) => game.slug)).toEqual(['chess', 'uno'])
    expect(content?.advisors.map((advisor) => advisor.name)).toEqual(['Dr. Elena Marsh'])
    expect(content?.settings.name).toBe('SenseAhead')
  })

  test('reads another content folder when one is given', () => {
    const elsewhere = join(root, 'elsewhere')
    cpSync(join(root, 'content'), elsewhere, { recursive: true })
    rmSync(join(root, 'content/games/uno.md'))
    expect(loadContent(root).content?.games).toHaveLength(1)
    expect(loadContent(root, elsewhere).content?.games).toHaveLength(2)
  })

  test('a value outside an enum names the line, the field and the allowed values', () => {
    edit('content/games/chess.md', (s) => s.replace('visual: chess', 'visual: chest'))
    expect(lines()).toEqual([
      'content/games/chess.md:6 visual: "chest" is not allowed. Use one of: charades, pictionary, connect-four, chess, checkers, cards, fish, memory, grid, letters, dice, quiz. Did you mean \'chess\'?',
    ])
  })

  test('a missing field points at the opening line', () => {
    edit('content/games/chess.md', (s) => s.replace('ageLabel: "8+"\n', ''))
    expect(lines()).toEqual(['content/games/chess.md:1 ageLabel: this field is missing. Add a line "ageLabel:" with text'])
  })

  test('an unknown key suggests the field that was probably meant, as the one problem on its line', () => {
    edit('content/games/chess.md', (s) => s.replace('ageLabel: "8+"', 'agelabel: "8+"'))
    expect(lines()).toEqual([
      'content/games/chess.md:7 agelabel: "agelabel" is not a field here. Did you mean \'ageLabel\'? Allowed fields: name, description, link, visual, ageLabel, order',
    ])
  })

  test('a stray key inside a nested group names its own line', () => {
    edit('content/settings/site.md', (s) => s.replace(/^hero:\n/m, 'hero:\n  colour: blue\n'))
    const line = readFileSync(join(root, 'content/settings/site.md'), 'utf8').split('\n').indexOf('  colour: blue') + 1
    expect(lines()).toEqual([`content/settings/site.md:${line} hero.colour: "colour" is not a field here. Allowed fields: badge, headline, subheading, video, poster, posterAlt`])
  })

  test('a file without frontmatter is reported on its first line', () => {
    edit('content/games/chess.md', (s) => s.replace(/^---\n/, ''))
    expect(lines()).toEqual(['content/games/chess.md:1: the file must start with a line of three dashes (---), then the fields, then another line of ---'])
  })

  test('a reference to a publication that does not exist names the list item', () => {
    edit('content/science-topics/physiological-indicators.md', (s) => s.replace('  - nuske-2019-heart-rate-increase', '  - nuske-2019-heart-rate-increse'))
    expect(lines()).toEqual([
      "content/science-topics/physiological-indicators.md:13 publications[2]: there is no file content/publications/nuske-2019-heart-rate-increse.md. Did you mean 'nuske-2019-heart-rate-increase'?",
    ])
  })

  test('an image that is not under public/ is reported with its path', () => {
    edit('content/advisors/elena-marsh.md', (s) => s.replace(/^image: .+$/m, 'image: /images/people/nobody.svg'))
    const line = readFileSync(join(root, 'content/advisors/elena-marsh.md'), 'utf8').split('\n').indexOf('image: /images/people/nobody.svg') + 1
    expect(lines()).toEqual([
      `content/advisors/elena-marsh.md:${line} image: there is no file public/images/people/nobody.svg: add it, or correct the path (it is "/images/people/nobody.svg")`,
    ])
  })

  test('a list with the wrong number of items says how many it has', () => {
    edit('content/science-topics/physiological-indicators.md', (s) => s.replace('  - Faster or shallower breathing\n', ''))
    expect(lines()).toEqual(['content/science-topics/physiological-indicators.md:5 indicators: must have exactly 5 items (it has 4)'])
  })

  test('a misspelt section heading is reported on its line with the heading meant', () => {
    edit('content/partners/riverbend-autism-network.md', (s) => s.replace('## Journey', '## Journy'))
    const line = readFileSync(join(root, 'content/partners/riverbend-autism-network.md'), 'utf8').split('\n').indexOf('## Journy') + 1
    // Once: the section it stands for is not reported missing as well.
    expect(lines()).toEqual([
      `content/partners/riverbend-autism-network.md:${line} text: "## Journy" is not a section of this file. Did you mean "## Journey"? Sections: "## Our Partnership", "## Journey", "## Future", "## Outcomes"`,
    ])
  })

  test('two entries with the same order are reported on both, so the one an editor changed carries it', () => {
    edit('content/games/uno.md', (s) => s.replace(/^order: .+$/m, 'order: 4'))
    const lineIn = (file: string) => readFileSync(join(root, file), 'utf8').split('\n').indexOf('order: 4') + 1
    expect(lines()).toEqual([
      `content/games/chess.md:${lineIn('content/games/chess.md')} order: 4 is also the order of content/games/uno.md; give each file its own number`,
      `content/games/uno.md:${lineIn('content/games/uno.md')} order: 4 is also the order of content/games/chess.md; give each file its own number`,
    ])
  })

  test('every problem in every file is reported in one run', () => {
    edit('content/games/chess.md', (s) => s.replace('visual: chess', 'visual: chest'))
    edit('content/games/uno.md', (s) => s.replace(/^order: .+$/m, 'order: first'))
    edit('content/podcasts/building-sensory-friendly-classrooms.md', (s) => s.replace(/^date: .+$/m, 'date: March 2026'))
    const problems = lines()
    expect(problems).toHaveLength(3)
    expect(problems.join('\n')).toMatch(/content\/games\/uno\.md:\d+ order: should be a number, but it is "first"/)
    expect(problems.join('\n')).toMatch(
      /content\/podcasts\/building-sensory-friendly-classrooms\.md:\d+ date: must be a date written as YYYY-MM-DD, like 2026-03-14 \(it is "March 2026"\)/,
    )
  })

  test('a folder that is not a collection is reported with the folder meant', () => {
    cpSync(join(root, 'content/games'), join(root, 'content/game'), { recursive: true })
    expect(lines()).toEqual([
      "content/game: this is not a content folder, so nothing in it is published. Did you mean 'content/games'? Folders: settings, founder, games, research-projects, partners, science-topics, publications, advisors, student-ambassadors, podcasts, blog-posts, signup-pages, emails.",
    ])
  })
})
