import { submissionReference } from '#api/forms/submission-reference.server.ts'
import { keysetCursor } from '#api/database/keyset-cursor.server.ts'
import type { TestStore } from '#api/testing/test-stores.ts'
import { FORM_NAMES, type FormName } from '#lib/forms/form-registry.ts'
import type { StartedSite } from '../start-site/start-site.ts'
import { downloadExport } from './download-export.ts'
import { fillStore } from './fill-store.ts'
import { LARGEST_FORM, SOUGHT } from './generated-submissions.ts'
import { peakResidentMemory } from './peak-resident-memory.ts'
import { processCpuMs } from './process-cpu-ms.ts'
import { runLoad, type LoadFigures } from './run-load.ts'
import { staffSession } from './staff-session.ts'

/** The address the benchmark signs in to the staff console with. */
const STAFF_EMAIL = 'bench@example.org'
/** A page of the list as the console shows it. */
const PAGE_SIZE = 50

export interface InboxOptions {
  /** A migrated, empty store, removed by the caller. */
  store: TestStore
  postgres: boolean
  count: number
  /** Starts the server on the store with `env` on top. */
  start: (env: Record<string, string>) => Promise<StartedSite>
  connections: number
  durationSeconds: number
}

/** One request of the staff console measured under load. */
export interface ConsoleRead {
  name: string
  path: string
  load: LoadFigures
  /** The CPU time the server's process (the SQLite store's thread included, not PostgreSQL's) spent in the phase, per answer. */
  serverCpuMsPerAnswer: number
}

export interface ExportFigures {
  form: FormName
  status: number
  bytes: number
  ms: number
  /** How many sign-ups the audit log says the export wrote, and how many the store holds for it (likely spam left out). */
  written: number
  expected: number
}

export interface InboxFigures {
  reads: ConsoleRead[]
  /** What each read's page must list, checked once before it is measured: a name for each failed check. */
  wrongAnswers: string[]
  exports: ExportFigures[]
  exportMs: number
  memoryBeforeBytes: number
  memoryPeakBytes: number
}

const listedIds = (page: string) => [...page.matchAll(/href="\/staff\/submissions\/([^"]+)"/g)].map((match) => decodeURIComponent(match[1]!))
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((id, index) => id === b[index])

/**
 * The staff console on a store of `count` sign-ups: fills the store, starts the server on it,
 * signs in as staff, checks that each page below lists what the store holds, then loads each with
 * `connections` staff for `durationSeconds`: the largest form's list (its first page, and a page
 * four fifths of the way down, reached by its keyset token), a search by part of a name and
 * by part of an address, the first page (every form's newest, and each form's counts) and a search
 * of every form by a reference read out in groups. Then, after one download of the smallest form, downloads every form's
 * sign-ups as CSV, one form after another, reading the server's resident memory all the while.
 */
export async function measureInbox({ store, postgres, count, start, connections, durationSeconds }: InboxOptions): Promise<InboxFigures> {
  const filledAt = performance.now()
  await fillStore(store, count, postgres)
  const fillSeconds = (performance.now() - filledAt) / 1000
  console.log(`Stored ${count.toLocaleString('en')} sign-ups in ${fillSeconds.toFixed(1)} s`)

  const site = await start({ DATA_DIR: store.location.dataDir, DATABASE_URL: store.location.databaseUrl ?? '', STAFF_EMAILS: STAFF_EMAIL })
  const session = await staffSession(store, site.baseUrl, STAFF_EMAIL)
  const headers = { cookie: session.cookie }

  // What each page must list, read from the store directly.
  const newestFirst = store.db
    .selectFrom('submissions')
    .select(['id', 'created_at'])
    .where('form', '=', LARGEST_FORM)
    .where('spam', '=', 0)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
  const everyFormNewestFirst = store.db.selectFrom('submissions').select('id').where('spam', '=', 0).orderBy('created_at', 'desc').orderBy('id', 'desc')
  const inForm = Number(
    (
      await store.db
        .selectFrom('submissions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('form', '=', LARGEST_FORM)
        .where('spam', '=', 0)
        .executeTakeFirstOrThrow()
    ).n,
  )
  // The first row of a page four fifths of the way down the list.
  const deep = Math.floor((inForm * 0.8) / PAGE_SIZE) * PAGE_SIZE
  const [before, ...deepPage] = await newestFirst
    .offset(deep - 1)
    .limit(PAGE_SIZE + 1)
    .execute()
  const idsOf = async (email: string) =>
    (await store.db.selectFrom('submissions').select('id').where('email', '=', email).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map((row) => row.id)
  const list = `/staff/forms/${LARGEST_FORM}`
  const reads = [
    { name: 'inbox, first page', path: list, expected: (await newestFirst.limit(PAGE_SIZE).execute()).map((row) => row.id) },
    {
      name: `inbox, page ${deep / PAGE_SIZE + 1} (keyset)`,
      path: `${list}?after=${keysetCursor.encode({ at: before!.created_at, id: before!.id })}`,
      expected: deepPage.map((row) => row.id),
    },
    { name: `search, part of a name ("${SOUGHT.byName.term}")`, path: `${list}?q=${SOUGHT.byName.term}`, expected: await idsOf(SOUGHT.byName.email) },
    { name: `search, part of an address ("${SOUGHT.byEmail.term}")`, path: `${list}?q=${SOUGHT.byEmail.term}`, expected: await idsOf(SOUGHT.byEmail.email) },
    // The first page: every form's newest sign-ups beside each form's counts.
    { name: 'first page, every form', path: '/staff/', expected: (await everyFormNewestFirst.limit(PAGE_SIZE).execute()).map((row) => row.id) },
    {
      name: 'search of every form, a reference read out in groups',
      path: `/staff/?q=${encodeURIComponent(submissionReference(before!.id).replaceAll('-', ' ').toLowerCase())}`,
      expected: [before!.id],
    },
  ]
  const wrongAnswers: string[] = []
  for (const read of reads) {
    const answer = await fetch(`${site.baseUrl}${read.path}`, { headers, signal: AbortSignal.timeout(10_000) })
    if (answer.status !== 200 || !sameList(listedIds(await answer.text()), read.expected)) wrongAnswers.push(read.name)
  }

  // Compiles the console's code and warms the store's caches before anything is measured.
  for (const { path } of reads) await runLoad({ baseUrl: site.baseUrl, path, headers, connections, durationSeconds: 1 })
  const measured: ConsoleRead[] = []
  for (const { name, path } of reads) {
    console.log(`… ${name} (${durationSeconds} s)`)
    const cpuBefore = processCpuMs(site.process.pid!)
    const load = await runLoad({ baseUrl: site.baseUrl, path, headers, connections, durationSeconds })
    const answers = [...load.answers.values()].reduce((sum, n) => sum + n, 0)
    measured.push({ name, path, load, serverCpuMsPerAnswer: (processCpuMs(site.process.pid!) - cpuBefore) / Math.max(answers, 1) })
  }

  // The first download compiles the export's code and sizes the server's heap for it, once in the server's life: it is not what the budget is about.
  const smallest = await store.db
    .selectFrom('submissions')
    .select(['form', (eb) => eb.fn.countAll().as('n')])
    .groupBy('form')
    .orderBy('n')
    .executeTakeFirstOrThrow()
  console.log(`… warming up: a CSV export of ${smallest.form}`)
  await downloadExport(site.baseUrl, session, smallest.form as FormName)
  console.log('… CSV export of every form, one after another')
  const exportedAt = performance.now()
  const {
    result: downloads,
    beforeBytes,
    peakBytes,
  } = await peakResidentMemory(site.process.pid!, async () => {
    const downloads = []
    for (const form of FORM_NAMES) downloads.push({ form, ...(await downloadExport(site.baseUrl, session, form)) })
    return downloads
  })
  const exportMs = performance.now() - exportedAt
  await site.remove()

  const exports: ExportFigures[] = []
  for (const download of downloads) {
    const audit = await store.db.selectFrom('audit_log').select('count').where('action', '=', 'exported').where('form', '=', download.form).orderBy('at', 'desc').executeTakeFirst()
    const stored = await store.db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('form', '=', download.form)
      .where('spam', '=', 0)
      .executeTakeFirstOrThrow()
    exports.push({ ...download, written: Number(audit?.count ?? 0), expected: Number(stored.n) })
  }
  return { reads: measured, wrongAnswers, exports, exportMs, memoryBeforeBytes: beforeBytes, memoryPeakBytes: peakBytes }
}
