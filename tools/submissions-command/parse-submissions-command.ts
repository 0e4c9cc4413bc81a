import { parseArgs } from 'node:util'
import { FORM_NAMES, isFormName } from '#api/forms/form-definitions.server.ts'
import type { SubmissionFilter } from '#api/my-data/submission-filter.server.ts'

export type SubmissionsCommand =
  | { name: 'list'; filter: SubmissionFilter }
  | { name: 'export'; filter: SubmissionFilter; format: 'csv' | 'json'; output?: string | undefined }
  | { name: 'delete'; target: { ids: string[] } | { email: string } }
  | { name: 'purge'; before: Date; form?: (typeof FORM_NAMES)[number] | undefined }
  | { name: 'backup'; output: string }
  | { name: 'restore'; input: string }

export const USAGE = `Usage: npm run submissions -- <command> [options]

  list    [--form NAME] [--from DATE] [--to DATE] [--include-spam]
  export  [--form NAME] [--from DATE] [--to DATE] [--include-spam] [--confirmed-updates]
          [--format csv|json] [--output FILE]
  delete  --id ID [--id ID ...] | --email ADDRESS
  purge   --older-than DAYS [--form NAME]
  backup  --output FILE      a consistent copy of the SQLite store, taken while the server runs
  restore --input FILE       puts a backup back as the SQLite store; stop the server first

Forms: ${FORM_NAMES.join(', ')}
Dates are YYYY-MM-DD in UTC; --to includes that whole day. Spam is left out unless --include-spam.
--confirmed-updates keeps only the people who confirmed they want updates by email (for a mailing).
The store is the server's: DATABASE_URL, or SQLite under DATA_DIR (default ./data). With
PostgreSQL, back up with pg_dump and restore with pg_restore (see docs/operators.md, Backups).`

/** Turns the command line into a command, or throws an error whose message says what is wrong. */
export function parseSubmissionsCommand(args: string[]): SubmissionsCommand {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      form: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      'include-spam': { type: 'boolean', default: false },
      'confirmed-updates': { type: 'boolean', default: false },
      format: { type: 'string', default: 'csv' },
      output: { type: 'string' },
      id: { type: 'string', multiple: true },
      email: { type: 'string' },
      'older-than': { type: 'string' },
      input: { type: 'string' },
    },
  })
  const [name, ...extra] = positionals
  if (extra.length > 0) throw new Error(`Unexpected argument: ${extra[0]}`)
  const form = values.form === undefined ? undefined : parseForm(values.form)
  const filter: SubmissionFilter = { form, from: parseDate('--from', values.from), to: parseDate('--to', values.to, 1), includeSpam: values['include-spam'] }
  if (values['confirmed-updates'] && name !== 'export') throw new Error('--confirmed-updates is for export (a list for a mailing)')
  switch (name) {
    case 'list':
      return { name, filter }
    case 'export':
      if (values.format !== 'csv' && values.format !== 'json') throw new Error('--format must be csv or json')
      return { name, filter: { ...filter, updatesConfirmed: values['confirmed-updates'] }, format: values.format, output: values.output }
    case 'delete':
      if (values.id && values.email) throw new Error('Give either --id or --email, not both')
      if (values.id) return { name, target: { ids: values.id } }
      if (values.email) return { name, target: { email: values.email } }
      throw new Error('delete needs --id ID or --email ADDRESS')
    case 'purge': {
      const days = Number(values['older-than'])
      if (!values['older-than'] || !Number.isInteger(days) || days < 0) throw new Error('purge needs --older-than DAYS, a whole number')
      return { name, before: new Date(Date.now() - days * 24 * 60 * 60 * 1000), form }
    }
    case 'backup':
      if (!values.output) throw new Error('backup needs --output FILE')
      return { name, output: values.output }
    case 'restore':
      if (!values.input) throw new Error('restore needs --input FILE')
      return { name, input: values.input }
    default:
      throw new Error(name ? `Unknown command: ${name}` : 'No command given')
  }
}

function parseForm(value: string) {
  if (!isFormName(value)) throw new Error(`Unknown form "${value}". Forms: ${FORM_NAMES.join(', ')}`)
  return value
}

/** A YYYY-MM-DD date at midnight UTC, moved on by `addDays`. */
function parseDate(option: string, value: string | undefined, addDays = 0): Date | undefined {
  if (value === undefined) return undefined
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(Number.NaN)
  if (Number.isNaN(date.getTime())) throw new Error(`${option} must be a date like 2026-03-14`)
  date.setUTCDate(date.getUTCDate() + addDays)
  return date
}
