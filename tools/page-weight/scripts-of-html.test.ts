import { describe, expect, test } from 'vitest'
import { scriptsOfHtml } from './scripts-of-html.ts'

describe('scriptsOfHtml', () => {
  test('finds script sources and module preloads once each', () => {
    const html = `<script src="/scripts/theme.js"></script><script type="module" src="/assets/a.js" async></script>
      <link rel="modulepreload" href="/assets/b.js"><link rel="modulepreload" href="/assets/a.js"><link rel="stylesheet" href="/assets/c.css">`
    expect(scriptsOfHtml(html)).toEqual(['/scripts/theme.js', '/assets/a.js', '/assets/b.js'])
  })

  test('ignores JSON data blocks and other hosts', () => {
    expect(scriptsOfHtml('<script type="application/json">{}</script><script src="https://example.org/x.js"></script>')).toEqual([])
  })
})
