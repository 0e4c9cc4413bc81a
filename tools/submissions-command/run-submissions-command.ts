import type { Writable } from 'node:stream'
import type { Store } from '../../api/database/store.server.ts'
import { countSubmissions } from '../../api/submissions/count-submissions.server.ts'
import { deleteSubmissions } from '../../api/submissions/delete-submissions.server.ts'
import { findSubmissions } from '../../api/submissions/find-submissions.server.ts'
import { purgeSubmissions } from '../../api/submissions/purge-submissions.server.ts'
import type { SubmissionsCommand } from './parse-submissions-command.ts'
import { progressLine } from './progress-line.ts'
import { exportWriter } from './write-export.ts'

export interface CommandStreams {
  /** Where listings and exports go. */
  out: Writable
  /** Where progress and summaries go. */
  err: Writable & { isTTY?: boolean }
}

/** Carries out one `npm run submissions` command against a migrated store. */
export async function runSubmissionsCommand({ db }: Pick<Store, 'db'>, command: SubmissionsCommand, { out, err }: CommandStreams): Promise<void> {
  switch (command.name) {
    case 'list': {
      let count = 0
      for await (const batch of findSubmissions(db, command.filter)) {
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
      const writer = exportWriter(out, command.format, command.filter.form)
      let done = 0
      for await (const batch of findSubmissions(db, command.filter)) {
        for (const submission of batch) await writer.write(submission)
        done += batch.length
        progress.update(done)
      }
      await writer.end()
      progress.finish()
      err.write(`Exported ${done} submission${done === 1 ? '' : 's'}\n`)
      return
    }
    case 'delete': {
      const deleted = await deleteSubmissions(db, command.target)
      err.write(`Deleted ${deleted} submission${deleted === 1 ? '' : 's'}\n`)
      return
    }
    case 'purge': {
      const deleted = await purgeSubmissions(db, { before: command.before, form: command.form })
      err.write(`Purged ${deleted} submission${deleted === 1 ? '' : 's'} received before ${command.before.toISOString()}\n`)
    }
  }
}
