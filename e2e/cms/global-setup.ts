import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromiumPath } from '#tools/chromium/chromium-path.ts'
import { freePort } from '#tools/free-port/free-port.ts'
import { startCms } from '#tools/cms/start-cms.ts'
import { writeExtendedContent } from '#tools/extended-content/write-extended-content.ts'
import { CMS_ENV } from './cms-env.ts'

/**
 * Starts the CMS as `npm run cms` does, on the extended content (a temporary copy of the content
 * and the files under public/, with one more entry of every list and more stories: see
 * tools/extended-content/), so the tests never change the real files and never lean on today's
 * entries: the dev server shows that copy (CONTENT_DIR, PUBLIC_DIR) and decap-server writes into it
 * (its GIT_REPO_DIRECTORY), uploads included. CONTENT_DIR and PUBLIC_DIR, when set, name the
 * content it starts from. The function it returns is Playwright's teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!chromiumPath()) throw new Error("Chromium not found: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH.")
  const extended = await writeExtendedContent({ content: process.env.CONTENT_DIR || 'content', publicFolder: process.env.PUBLIC_DIR || 'public' })
  const cms = await startCms({
    repoDir: extended.root,
    contentDir: extended.contentDir,
    port: await freePort(),
    backendPort: await freePort(),
    env: { DATA_DIR: join(extended.root, 'data'), PUBLIC_DIR: extended.publicDir },
  })
  process.env[CMS_ENV.baseUrl] = new URL('/', cms.url).href
  process.env[CMS_ENV.repoDir] = extended.root
  return async () => {
    await cms.stop()
    rmSync(extended.root, { recursive: true, force: true })
  }
}
