import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { LEGIBLE_FONT_STYLESHEET, legibleFontFiles } from './legible-font-files.ts'

test('the stylesheet of the legible font names exactly the font files served beside it', () => {
  const [stylesheet, ...fonts] = legibleFontFiles()
  expect(stylesheet!.path).toBe(LEGIBLE_FONT_STYLESHEET)
  const named = [...String(stylesheet!.source).matchAll(/url\(([^)]+)\)/g)].map(([, path]) => path)
  expect(named.length).toBeGreaterThan(0)
  expect(new Set(named)).toEqual(new Set(fonts.map((font) => font.path)))
  expect(String(stylesheet!.source)).toContain("font-family: 'Atkinson Hyperlegible'")
})

test('the page scripts link the legible font from where the build puts it', () => {
  for (const script of ['theme.js', 'display-settings.js']) {
    expect(readFileSync(new URL(`../../public/scripts/${script}`, import.meta.url), 'utf8')).toContain(`'${LEGIBLE_FONT_STYLESHEET}'`)
  }
})
