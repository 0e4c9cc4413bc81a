import type { Writable } from 'node:stream'
import { stringify } from 'csv-stringify/sync'
import { FORMS, isFormName } from '#lib/forms/form-registry.ts'
import { FORM_DEFINITIONS, type FormName } from '../forms/form-definitions.server.ts'
import { submissionReference } from '../forms/submission-reference.server.ts'
import { clockTime } from '../time/clock-time.server.ts'
import type { Submission } from './find-submissions.server.ts'
import { writeChunk } from './write-chunk.server.ts'

export interface ExportWriter {
  /** Writes a page of submissions as one chunk: one write per page, not per row, keeps a large export's garbage and system calls few. */
  write(page: readonly Submission[]): Promise<void>
  end(): Promise<void>
}

export interface ExportFormat {
  format: 'csv' | 'json'
  /** The export's form: CSV of one form has a column per field. */
  form?: FormName | undefined
  /**
   * Starts a CSV with the UTF-8 byte order mark, without which Excel reads the file in the
   * computer's legacy encoding and garbles every accent; LibreOffice takes it as UTF-8 too.
   */
  byteOrderMark?: boolean | undefined
  /** The zone CSV shows the times in (the organisation's, TIME_ZONE), named in its heading and by each time; UTC without it. JSON keeps them in UTC. */
  timeZone?: string | undefined
}

/**
 * Writes submissions as CSV or JSON, one at a time as they come, waiting whenever `out` is full.
 * CSV is for people: headed with the labels the visitor saw, forms by their titles, yes and no for
 * ticked boxes. CSV of one form has a column per field; CSV of several forms keeps the fields as
 * JSON in one column. A cell starting like a spreadsheet formula is prefixed with an apostrophe, so opening an
 * export cannot run what a visitor typed.
 */
export function exportWriter(out: Writable, { format, form, byteOrderMark = false, timeZone = 'UTC' }: ExportFormat): ExportWriter {
  return format === 'json' ? jsonWriter(out) : csvWriter(out, form, byteOrderMark, timeZone)
}

function jsonWriter(out: Writable): ExportWriter {
  let count = 0
  return {
    async write(page) {
      if (page.length === 0) return
      await writeChunk(out, page.map((submission) => `${count++ === 0 ? '[\n' : ',\n'}  ${JSON.stringify(submission)}`).join(''))
    },
    async end() {
      await writeChunk(out, count === 0 ? '[]\n' : '\n]\n')
    },
  }
}

function csvWriter(out: Writable, form: FormName | undefined, byteOrderMark: boolean, timeZone: string): ExportWriter {
  const definition = form && FORM_DEFINITIONS[form]
  const fields = definition ? Object.keys(definition.schema.shape) : []
  const labels: Readonly<Record<string, string>> = definition ? definition.labels : {}
  // Headed as staff read them: the visitor's labels. One form's fields include its email address; several forms' share the stored one.
  const columns = ['Reference', 'Form', `Received (${timeZone})`, 'Likely spam', ...(definition ? fields.map((field) => labels[field] ?? field) : ['Email', 'Answers (JSON)'])]
  const titleOf = (name: string) => (isFormName(name) ? FORMS[name].title : name)
  let started = false
  const lines = (rows: unknown[][]) => stringify(rows.map((cells) => cells.map(safeCell)))
  const start = async () => {
    if (started) return
    started = true
    await writeChunk(out, `${byteOrderMark ? '\uFEFF' : ''}${lines([columns])}`)
  }
  return {
    async write(page) {
      await start()
      if (page.length === 0) return
      await writeChunk(
        out,
        lines(
          page.map(({ id, form: name, receivedAt, email, spam, data }) => [
            submissionReference(id),
            titleOf(name),
            clockTime(new Date(receivedAt), timeZone),
            spam ? 'yes' : 'no',
            ...(form ? fields.map((field) => data[field]) : [email, JSON.stringify(data)]),
          ]),
        ),
      )
    },
    end: start,
  }
}

function safeCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : typeof value === 'string' ? value : String(value)
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}
