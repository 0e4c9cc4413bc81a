import { describe, expect, test } from 'vitest'
import { siteWords } from './site-words.ts'

describe('siteWords', () => {
  test("gives the words of each page's main and of each record, the most frequent first", () => {
    const page = '<html><head><title>Header words</title></head><body><nav>Menu</nav><main><h1>Calm Play</h1><p>Play &amp; rest, play again.</p></main></body></html>'
    expect(siteWords([page, 'Rest and calm'])).toEqual(['play', 'calm', 'rest', 'again', 'and'])
  })

  test('leaves out markup, scripts, styles and character references', () => {
    const page = '<main><p class="lead" data-x="hidden">Seen</p><script>const code = 1</script><style>.rule{}</style>it&#039;s</main>'
    expect(siteWords([page])).toEqual(['it', 's', 'seen'])
  })
})
