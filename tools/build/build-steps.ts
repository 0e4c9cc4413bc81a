import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { serverContentOf } from '#api/server-content.server.ts'
import type { SiteContent } from '#lib/content/collections.ts'
import { contentPictures } from '#lib/content/content-pictures.ts'
import { publicFolder } from '#lib/content/public-folder.ts'
import { builtServerContentPath } from '../build-freshness/built-server-path.ts'
import { recordBuiltSources } from '../build-freshness/record-built-sources.ts'
import { compressBuild } from '../compress-build/compress-build.ts'
import { writeDisplaySettingsChoices } from '../display-settings-choices/write-display-settings-choices.ts'
import { writeFeeds } from '../feeds/write-feeds.ts'
import { mergePageStylesheets } from '../page-styles/merge-page-stylesheets.ts'
import { removeOriginals } from '../pictures/remove-originals.ts'
import { writePictures } from '../pictures/write-pictures.ts'
import { writeSearchIndex } from '../search-index/write-search-index.ts'
import { writeSitemap } from '../sitemap/write-sitemap.ts'
import type { BuildStep } from './build-step.ts'
import { checkedContent } from './checked-content.ts'
import { commandStep } from './command-step.ts'
import { compileServer } from './compile-server.ts'

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`

/**
 * The build of the project under `root`, step by step, in order. The content check and the two
 * Vite builds run as programs of their own (Vite loads its config and plugins its own way); the
 * steps after the prerender work on its files in this process, and read the content the check kept
 * once between them.
 */
export function buildSteps(root: string): BuildStep[] {
  const clientRoot = join(root, 'dist', 'client')
  const bin = (path: string) => join(root, 'node_modules', path)
  let read: SiteContent | undefined
  const content = () => (read ??= checkedContent(root))
  return [
    // Content first: an editor's mistake comes out as the checker's own lines, not as a failing prerender.
    commandStep('Content check', root, process.execPath, ['--import', 'tsx', join(root, 'scripts', 'check-content.ts')]),
    commandStep('Pages (vike build)', root, process.execPath, [bin('vike/bin.js'), 'build']),
    {
      name: 'Pictures',
      run: async () => {
        const { written, encoded } = await writePictures(contentPictures(content()), {
          publicDir: publicFolder(root),
          outDir: clientRoot,
          // Beside the other tools' caches: kept between builds, gone with a fresh npm ci.
          cacheDir: join(root, 'node_modules', '.cache', 'senseahead-pictures'),
        })
        const removed = removeOriginals(publicFolder(root), clientRoot)
        return `Wrote ${written} picture files (${encoded} encoded, ${written - encoded} from the cache); originals removed from the build: ${removed}.`
      },
    },
    commandStep('Content editor (vite build --config vite.cms.config.ts)', root, process.execPath, [bin('vite/bin/vite.js'), 'build', '--config', 'vite.cms.config.ts']),
    {
      name: 'One stylesheet per page',
      run: async () => {
        const { pages, stylesheets } = mergePageStylesheets(clientRoot)
        return `Linked one stylesheet from each of ${pages} pages (${stylesheets.length} distinct).`
      },
    },
    {
      name: 'Display settings choices',
      run: async () => `Wrote the display settings' choices, ${writeDisplaySettingsChoices(clientRoot)} bytes, which the panel fetches on first use.`,
    },
    {
      name: 'Sitemap and robots.txt',
      run: async () => `Wrote sitemap.xml with ${await writeSitemap(clientRoot, content().settings.siteUrl)} pages, and robots.txt.`,
    },
    {
      name: 'Feeds',
      run: async () => `Wrote ${(await writeFeeds(clientRoot, content())).map(({ path, items }) => `${path} (${items} items)`).join(' and ')}.`,
    },
    {
      name: 'Search index',
      run: async () => {
        const { pages, records } = await writeSearchIndex(clientRoot, content())
        return `Wrote the search index: ${pages} pages and ${records} entries without a page here.`
      },
    },
    {
      name: 'Compression',
      run: async () => {
        const { files, source, brotli, gzip } = await compressBuild(clientRoot)
        return `Compressed ${files} files of ${kb(source)}: ${kb(brotli)} with brotli, ${kb(gzip)} with gzip.`
      },
    },
    {
      name: 'Server (esbuild)',
      run: async () => {
        const files = await compileServer(root)
        writeFileSync(builtServerContentPath(root), JSON.stringify(serverContentOf(content())))
        return `Compiled the server, its SQLite worker and the commands into ${files.length} files in dist/server/, with the emails' words and the contact details.`
      },
    },
    {
      // Last: until this records which sources the build was made from, `npm start` and the tests take the build as unfinished.
      name: 'Source fingerprint',
      run: async () => recordBuiltSources(root),
    },
  ]
}
