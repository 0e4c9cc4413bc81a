import './node-stand-ins/globals.ts'
import CMS from 'decap-cms-app'
import type { Data } from './+data.ts'
import { cmsBackend } from './cms-backend.ts'
import { CMS_SETTINGS_ID } from './cms-settings-id.ts'
import { CONTENT_EDITOR_EVENT } from './content-editor-event.ts'
import { refuseWhatTheCheckRefuses } from './refuse-what-the-check-refuses.ts'
import { registerEntryFileFormat } from './register-entry-file-format.ts'
import { registerPreviews } from './register-previews.tsx'
import { showPatternWordsAlone } from './show-pattern-words-alone.ts'

type CmsConfig = NonNullable<Parameters<typeof CMS.init>[0]>['config']

async function startCms() {
  const settings = JSON.parse(document.getElementById(CMS_SETTINGS_ID)!.textContent!) as Data
  const { backend, configured } = await cmsBackend()
  if (!configured && !settings.localBackendUrl) {
    document.body.textContent = 'The content editor is not set up on this server: see CONTENT.md, "Editing with the CMS".'
    return
  }
  showPatternWordsAlone()
  registerEntryFileFormat()
  refuseWhatTheCheckRefuses(settings.config)
  const founderFile = settings.config.collections.find((collection) => collection.name === 'founder')?.files?.[0]?.name
  registerPreviews(settings.founderSections, founderFile)
  const config = {
    ...settings.config,
    backend,
    // Decap looks for it only on a loopback address: it then edits the working copy through decap-server.
    ...(settings.localBackendUrl ? { local_backend: { url: settings.localBackendUrl } } : {}),
  }
  CMS.init({ config: config as unknown as CmsConfig })
}

// Under the dev server only: it then leaves this page out when it reloads the open pages after a save.
import.meta.hot?.send(CONTENT_EDITOR_EVENT)
void startCms()
