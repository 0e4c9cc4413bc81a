import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** Where the page scripts link the legible font's faces from (public/scripts/theme.js, display-settings.js). */
export const LEGIBLE_FONT_STYLESHEET = '/fonts/atkinson-hyperlegible.css'

/** The stylesheets of @fontsource/atkinson-hyperlegible that the site takes: the weights it uses, upright and italic. */
const FACES = ['400.css', '400-italic.css', '700.css', '700-italic.css']

/**
 * The files that serve Atkinson Hyperlegible from the site itself, each at its path under the
 * site's root: the stylesheet of its faces (WOFF2 only, which every browser the site supports
 * reads) and the font files it names. Each face covers a range of characters, so a browser
 * fetches only the files of the characters a page has.
 */
export function legibleFontFiles(): { path: string; source: string | Buffer }[] {
  const require = createRequire(import.meta.url)
  const packageFolder = dirname(require.resolve('@fontsource/atkinson-hyperlegible/package.json'))
  const fontFolder = dirname(LEGIBLE_FONT_STYLESHEET)
  const fonts = new Set<string>()
  const stylesheet = FACES.map((face) => readFileSync(join(packageFolder, face), 'utf8'))
    .join('\n')
    .replace(/url\(\.\/files\/([\w-]+\.woff2)\) format\('woff2'\), url\(\.\/files\/[\w-]+\.woff\) format\('woff'\)/g, (_match, file: string) => {
      fonts.add(file)
      return `url(${fontFolder}/${file}) format('woff2')`
    })
  if (fonts.size === 0 || stylesheet.includes('./files/')) throw new Error('@fontsource/atkinson-hyperlegible: its stylesheets name their files in a way the build does not know')
  return [
    { path: LEGIBLE_FONT_STYLESHEET, source: stylesheet },
    ...[...fonts].map((file) => ({ path: `${fontFolder}/${file}`, source: readFileSync(join(packageFolder, 'files', file)) })),
  ]
}
