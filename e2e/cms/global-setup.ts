import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumPath } from '../../tools/chromium/chromium-path.ts'
import { freePort } from '../../tools/free-port/free-port.ts'
import { startCms } from '../../tools/cms/start-cms.ts'
import { CMS_ENV } from './cms-env.ts'

/**
 * Starts the CMS as `npm run cms` does, on a temporary copy of the content and the files under
 * public/ (so the tests never change the real ones): the dev server shows that copy (CONTENT_DIR,
 * PUBLIC_DIR) and decap-server writes into it (its GIT_REPO_DIRECTORY), uploads included. The function it returns is Playwright's teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!chromiumPath()) throw new Error("Chromium not found: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH.")
  const repoDir = mkdtempSync(join(tmpdir(), 'senseahead-cms-'))
  cpSync('content', join(repoDir, 'content'), { recursive: true })
  cpSync('public', join(repoDir, 'public'), { recursive: true })
  const cms = await startCms({
    repoDir,
    contentDir: join(repoDir, 'content'),
    port: await freePort(),
    backendPort: await freePort(),
    env: { DATA_DIR: join(repoDir, 'data'), PUBLIC_DIR: join(repoDir, 'public') },
  })
  process.env[CMS_ENV.baseUrl] = new URL('/', cms.url).href
  process.env[CMS_ENV.repoDir] = repoDir
  return async () => {
    await cms.stop()
    rmSync(repoDir, { recursive: true, force: true })
  }
}
