import { createHash } from 'node:crypto'
import { createError, defineEventHandler, setResponseHeader, setResponseStatus } from 'h3'
import type { Kysely } from 'kysely'
import type { AppConfig } from '../app-config.server.ts'
import type { Tables } from '../database/tables.server.ts'
import { FORM_DEFINITIONS, type FormDefinition, type FormName } from '../forms/form-definitions.server.ts'
import type { SpamSignals } from '../forms/spam-signals.ts'
import { withSpamSignals } from '../forms/with-spam-signals.server.ts'
import { log } from '../log.server.ts'
import { countRequest } from '../rate-limit/count-request.server.ts'
import { insertSubmission } from '../submissions/insert-submission.server.ts'
import { clientAddress } from './client-address.server.ts'
import { fieldErrors } from './field-errors.server.ts'
import { readJsonBody } from './read-json-body.server.ts'
import { refuseCrossSite } from './refuse-cross-site.server.ts'

export interface FormHandlerOptions {
  db: Kysely<Tables>
  config: AppConfig
  /** Called after a submission committed, for instance to wake the mail outbox. */
  onStored?: (id: string) => void
}

/** POST /api/<form>: checks where it comes from, its size, type, rate and fields, then stores it. */
export function formHandler(form: FormName, { db, config, onStored }: FormHandlerOptions) {
  const { schema, emailField }: FormDefinition = FORM_DEFINITIONS[form]
  const wireSchema = withSpamSignals(schema)
  return defineEventHandler(async (event) => {
    if (event.method !== 'POST') {
      setResponseHeader(event, 'allow', 'POST')
      throw createError({ statusCode: 405, statusMessage: 'Forms are sent with POST' })
    }
    refuseCrossSite(event)
    // Counted before the body is read, so a flood of any kind of request costs its sender.
    const verdict = await countRequest(db, rateLimitKey(form, clientAddress(event, config.trustProxyHops)), config.rateLimitPerMinute)
    if (!verdict.allowed) {
      setResponseHeader(event, 'retry-after', verdict.retryAfterSeconds)
      throw createError({ statusCode: 429, statusMessage: 'Too many submissions. Please try again in a minute.' })
    }
    const result = wireSchema.safeParse(await readJsonBody(event))
    if (!result.success) {
      throw createError({ statusCode: 400, statusMessage: 'Please correct the highlighted fields and try again.', data: { errors: fieldErrors(result.error.issues) } })
    }
    const { website, fillTimeMs, ...data } = result.data as SpamSignals & Record<string, unknown>
    const spam = Boolean(website) || fillTimeMs === undefined || fillTimeMs < config.minFillTimeMs
    const email = data[emailField] as string
    const id = await insertSubmission(db, { form, email, spam, data, notify: config.notify })
    log('info', 'submission_stored', { form, id, spam })
    onStored?.(id)
    setResponseStatus(event, 201)
    return { ok: true, id }
  })
}

/** Hashed, so the store holds no visitor's address. */
function rateLimitKey(form: FormName, address: string): string {
  return `${form}:${createHash('sha256').update(address).digest('base64url').slice(0, 22)}`
}
