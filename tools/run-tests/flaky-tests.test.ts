import { expect, test } from 'vitest'
import { flakyTests } from './flaky-tests.ts'

test('names each test that passed only on its retry by its file, its groups and its title', () => {
  const suites = [
    {
      title: 'theme.spec.ts',
      specs: [
        { title: 'keeps the dark theme', tests: [{ status: 'flaky' }] },
        { title: 'keeps the light theme', tests: [{ status: 'expected' }] },
      ],
      suites: [{ title: 'on a phone', specs: [{ title: 'opens the menu', tests: [{ status: 'expected' }, { status: 'flaky' }] }] }],
    },
    { title: 'search.spec.ts', specs: [{ title: 'finds a post', tests: [{ status: 'unexpected' }] }] },
  ]
  expect(flakyTests(suites)).toEqual(['theme.spec.ts › keeps the dark theme', 'theme.spec.ts › on a phone › opens the menu'])
})
