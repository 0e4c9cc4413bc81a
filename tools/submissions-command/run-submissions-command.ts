import type { Writable } from 'node:stream'
import type { Store } from '#api/database/store.server.ts'
import { countSubmissions, findSubmissions } from '#api/my-data/find-submissions.server.ts'
import { eraseSubmissions } from '#api/my-data/erase-submissions.server.ts'
import { exportSubmissions } from '#api/my-data/export-submissions.server.ts'
import { previewErasure } from '#api/my-data/preview-erasure.server.ts'
import { purgeSubmissions } from '#api/maintenance/purge-submissions.server.ts'
import type { SubmissionsCommand } from './parse-submissions-command.ts'
import { progressLine } from './progress-line.ts'

/** Who the audit log names for what the command line does. */
const ACTOR = 'command line'

export interface CommandStreams {
  /** Where listings and exports go. */
  out: Writable
  /** Where progress and summaries go. */
  err: Writable & { isTTY?: boolean }
}

/** Carries out one `npm run submissions` command against a migrated store, with the staff console's own functions. */
export async function runSubmissionsCommand(
  store: Pick<Store, 'db' | 'within' | 'transaction' | 'forgetDeleted'>,
  command: SubmissionsCommand,
  { out, err }: CommandStreams,
): Promise<void> {
  const { db } = store
  switch (command.name) {
    case 'list': {
      let count = 0
      for await (const batch of findSubmissions(store, command.filter)) {
        for (const submission of batch) {
          count++
          out.write(`${submission.receivedAt}  ${submission.form.padEnd(25)}  ${submission.id}  ${submission.email}${submission.spam ? '  [spam]' : ''}\n`)
        }
      }
      err.write(`${count} submission${count === 1 ? '' : 's'}\n`)
      return
    }
    case 'export': {
      const total = await countSubmissions(db, command.filter)
      const progress = progressLine(err, 'Exported', total)
      const done = await exportSubmissions(store, { filter: command.filter, format: command.format, actor: ACTOR, onProgress: progress.update }, out)
      progress.finish()
      err.write(`Exported ${done} submission${done === 1 ? '' : 's'}\n`)
      return
    }
    case 'delete': {
      const { target } = command
      const { total: deleted } =
        'ids' in target
          ? await eraseSubmissions(store, { ids: target.ids, actor: ACTOR })
          : await eraseSubmissions(store, { ids: (await previewErasure(store, target.email)).forms.flatMap((form) => form.ids), email: target.email, actor: ACTOR })
      err.write(`Deleted ${deleted} submission${deleted === 1 ? '' : 's'}\n`)
      return
    }
    case 'purge': {
      const deleted = await purgeSubmissions(db, { before: command.before, form: command.form })
      err.write(`Purged ${deleted} submission${deleted === 1 ? '' : 's'} received before ${command.before.toISOString()}\n`)
    }
  }
}
