import type { FormName } from '#lib/forms/form-registry.ts'
import type { StaffSession } from './staff-session.ts'

/**
 * Downloads all of `form`'s sign-ups as CSV from the staff console at `baseUrl`, as its Download
 * button does (a POST from the console's own page with the session's token), reading the file as
 * fast as it comes; resolves with the answer's status, the file's size and how long it took.
 */
export async function downloadExport(baseUrl: string, session: StaffSession, form: FormName): Promise<{ status: number; bytes: number; ms: number }> {
  const startedAt = performance.now()
  const answer = await fetch(`${baseUrl}/staff/forms/${form}/export`, {
    method: 'POST',
    headers: { cookie: session.cookie, origin: baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf: session.csrf, format: 'csv', from: '', to: '' }),
    signal: AbortSignal.timeout(120_000),
  })
  let bytes = 0
  const reader = answer.body?.getReader()
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader!.read()) bytes += chunk.value.byteLength
  return { status: answer.status, bytes, ms: performance.now() - startedAt }
}
