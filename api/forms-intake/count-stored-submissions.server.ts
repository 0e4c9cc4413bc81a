import { Counter, type Registry } from 'prom-client'
import { FORM_NAMES } from '../forms/form-definitions.server.ts'
import type { SubmissionWriter } from './submission-writer.server.ts'

/**
 * Wraps a writer so that each submission it stored (after its commit) is counted by form and spam
 * flag, as stored: flagged when it came flagged, or when its form token had bought a submission
 * before. A replayed submission stored nothing new and is not counted.
 */
export function countStoredSubmissions(registry: Registry): (writer: SubmissionWriter) => SubmissionWriter {
  const stored = new Counter({
    name: 'senseahead_submissions_stored_total',
    help: 'Form submissions committed to the store, by form and whether they were flagged as likely spam.',
    labelNames: ['form', 'spam'],
    registers: [registry],
  })
  // Every series from the start, at 0: a rate over a series that appears only with its first submission misses that submission.
  for (const form of FORM_NAMES) for (const spam of ['true', 'false']) stored.inc({ form, spam }, 0)
  return (writer) => ({
    async write(submission) {
      const result = await writer.write(submission)
      if (!result.replayed) stored.inc({ form: submission.form, spam: String(submission.spam || result.tokenReused === true) })
      return result
    },
    drain: () => writer.drain(),
  })
}
