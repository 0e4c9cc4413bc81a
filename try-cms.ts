import { chromium } from '@playwright/test'
import { startCms } from './tools/cms/start-cms.ts'
import { chromiumPath } from './tools/chromium/chromium-path.ts'
import { CHROMIUM_FLAGS } from './tools/chromium/chromium-flags.ts'
const cms = await startCms({ repoDir: '/tmp/cmsrepo', contentDir: '/tmp/cmsrepo/content', port: 3917, backendPort: 3918, env: { DATA_DIR: '/tmp/cmsrepo-data' } })
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS })
const page = await browser.newPage()
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 6000)))
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 500)))
await page.goto(cms.url)
await page.waitForTimeout(8000)
await page.screenshot({ path: '/tmp/admin1.png' })
console.log((await page.content()).slice(0, 500))
await browser.close()
await cms.stop()
console.log(cms.output.join('').slice(-3000))
