import type { Writable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { FORM_DEFINITIONS, type FormName } from '../../api/forms/form-definitions.server.ts'
import type { Submission } from '../../api/submissions/find-submissions.server.ts'

export interface ExportWriter {
  write(submission: Submission): Promise<void>
  end(): Promise<void>
}

/**
 * Writes submissions as CSV or JSON. CSV of one form has a column per field; CSV of several forms
 * keeps the fields as JSON in one column. A cell starting like a spreadsheet formula is prefixed
 * with an apostrophe, so opening an export cannot run what a visitor typed.
 */
export function exportWriter(out: Writable, format: 'csv' | 'json', form: FormName | undefined): ExportWriter {
  return format === 'json' ? jsonWriter(out) : csvWriter(out, form)
}

function jsonWriter(out: Writable): ExportWriter {
  let count = 0
  return {
    async write(submission) {
      await write(out, `${count++ === 0 ? '[\n' : ',\n'}  ${JSON.stringify(submission)}`)
    },
    async end() {
      await write(out, count === 0 ? '[]\n' : '\n]\n')
    },
  }
}

function csvWriter(out: Writable, form: FormName | undefined): ExportWriter {
  const fields = form ? Object.keys(FORM_DEFINITIONS[form].schema.shape) : []
  // One form's fields include its email address; several forms' share the stored one.
  const columns = ['id', 'form', 'received_at', 'spam', ...(form ? fields : ['email', 'data'])]
  const csv = stringify({ header: true, columns })
  csv.pipe(out, { end: false })
  return {
    async write({ id, form: name, receivedAt, email, spam, data }) {
      const cells = [id, name, receivedAt, spam ? 'yes' : 'no', ...(form ? fields.map((field) => data[field]) : [email, JSON.stringify(data)])]
      if (!csv.write(cells.map(safeCell))) await new Promise((resolve) => csv.once('drain', resolve))
    },
    async end() {
      await new Promise<void>((resolve, reject) => {
        csv.once('end', resolve)
        csv.once('error', reject)
        csv.end()
      })
    },
  }
}

function safeCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : typeof value === 'string' ? value : String(value)
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

function write(out: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => out.write(text, (error) => (error ? reject(error) : resolve())))
}
