import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { decapConfig } from '#lib/cms/decap-config.ts'
import { collections } from '#lib/content/collections.ts'
import { contentFolder } from '#lib/content/content-folder.server.ts'
import type { CollectionName } from '#lib/content/fields/collection-name.ts'

/** The one file of each single-file collection (settings, founder), as the content folder has it. */
function singleFiles(): Partial<Record<CollectionName, string>> {
  const folder = contentFolder(process.cwd())
  const singles = Object.entries(collections).filter(([, definition]) => 'single' in definition)
  return Object.fromEntries(
    singles.map(([name]) => [
      name,
      readdirSync(join(folder, name))
        .find((file) => file.endsWith('.md'))
        ?.replace(/\.md$/, ''),
    ]),
  ) as Partial<Record<CollectionName, string>>
}

/**
 * The CMS configuration, generated from the content schemas each time the admin page is built.
 * A local proxy (`npm run cms`) is looked for only on a loopback address and only when named by
 * DECAP_LOCAL_BACKEND_URL, so a production build never reaches for one.
 */
export function data() {
  return {
    config: decapConfig(singleFiles()),
    localBackendUrl: process.env.DECAP_LOCAL_BACKEND_URL || undefined,
    // The founder's preview splits the text into its sections as the site does.
    founderSections: collections.founder.body.sections,
  }
}

export type Data = ReturnType<typeof data>
