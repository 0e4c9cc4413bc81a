import { createError, getRequestHeader, type H3Event, defineEventHandler, setResponseHeader, setResponseStatus } from 'h3'
import * as z from 'zod/mini'
import { MAX_LENGTH } from '#lib/forms/form-options.ts'
import { IDEMPOTENCY_KEY_HEADER, type SpamSignals } from '#lib/forms/spam-signals.ts'
import type { AppConfig } from '../app-config.server.ts'
import { FORM_DEFINITIONS, type FormDefinition, type FormName } from '../forms/form-definitions.server.ts'
import type { SpamReason } from '../forms/spam-reason.server.ts'
import { clientAddressOf } from '../http/client-address.server.ts'
import { fieldErrors } from '../http/field-errors.server.ts'
import { log } from '../log.server.ts'
import { rateLimitKey } from '../rate-limit/rate-limit-key.server.ts'
import type { RateLimiter } from '../rate-limit/rate-limiter.server.ts'
import type { FormTokens } from './form-tokens.server.ts'
import { readJsonBody } from './read-json-body.server.ts'
import { refuseCrossSite } from './refuse-cross-site.server.ts'
import { answeringStoreOutages } from './store-outage-answer.server.ts'
import type { SubmissionWriter } from './submission-writer.server.ts'

/** The forms send a UUID; any opaque key of this shape is taken, and nothing else. */
const KEY = /^[A-Za-z0-9_.:-]{8,100}$/

/**
 * The request's idempotency key, if it sent one. The header is a structured-field string, which
 * may come quoted ("…") or bare; a key of any other shape is refused rather than ignored, because
 * ignoring it would store every retry again.
 */
function readIdempotencyKey(event: H3Event): string | undefined {
  const header = getRequestHeader(event, IDEMPOTENCY_KEY_HEADER)
  if (header === undefined) return undefined
  const key = header.trim().replace(/^"(.*)"$/, '$1')
  if (!KEY.test(key)) throw createError({ statusCode: 400, statusMessage: `The ${IDEMPOTENCY_KEY_HEADER} header must be 8 to 100 letters, digits or - _ . :` })
  return key
}

/** A form's schema as the server receives it: the form's fields and the spam signals beside them. */
function withSpamSignals<Shape extends z.core.$ZodLooseShape>(schema: z.ZodMiniObject<Shape, z.core.$strict>) {
  return z.extend(schema, {
    website: z.optional(z.string().check(z.maxLength(MAX_LENGTH.text))),
    formToken: z.optional(z.string().check(z.maxLength(200))),
  })
}

/** A key sent again with other answers or to another form: refused, as the IETF Idempotency-Key draft says, in words for the visitor. */
const KEY_REUSED = 'This submission was already sent with different answers. Please reload the page and send it again.'

export interface FormHandlerOptions {
  writer: SubmissionWriter
  /** One limiter for every form, so a client has one budget for all of them. */
  rateLimiter: RateLimiter
  /** Counts a request the rate limit refused, for the log. */
  refused: () => void
  formTokens: FormTokens
  config: AppConfig
  /** Called after a new submission committed, for instance to wake the mail outbox. */
  onStored?: (id: string) => void
}

/** POST /api/<form>: checks where it comes from, its rate, size, type and fields, then stores it. */
export function formHandler(form: FormName, { writer, rateLimiter, refused, formTokens, config, onStored }: FormHandlerOptions) {
  const { schema, emailField }: FormDefinition = FORM_DEFINITIONS[form]
  const wireSchema = withSpamSignals(schema)
  const clientAddress = clientAddressOf(config.trustProxy)
  const handler = defineEventHandler(async (event) => {
    if (event.method !== 'POST') {
      setResponseHeader(event, 'allow', 'POST')
      throw createError({ statusCode: 405, statusMessage: 'Forms are sent with POST' })
    }
    refuseCrossSite(event, config.allowedOrigins)
    // Counted before the body is read, so a flood of any kind of request costs its sender.
    const verdict = await rateLimiter.take(rateLimitKey(clientAddress(event.node.req)))
    if (!verdict.allowed) {
      // Answered here rather than thrown: a flood of refusals costs no error object and no log line each.
      refused()
      setResponseStatus(event, 429)
      setResponseHeader(event, 'retry-after', verdict.retryAfterSeconds)
      return { message: 'Too many submissions. Please try again in a minute.' }
    }
    const idempotencyKey = readIdempotencyKey(event)
    const result = wireSchema.safeParse(await readJsonBody(event))
    if (!result.success) {
      throw createError({ statusCode: 400, statusMessage: 'Please correct the highlighted fields and try again.', data: fieldErrors(result.error.issues) })
    }
    const { website, formToken, ...data } = result.data as SpamSignals & Record<string, unknown>
    const checked = formTokens.check(formToken, form)
    // Likely spam is stored, flagged, never dropped: a person whose token went missing still reaches
    // staff, who see why it was flagged. A token that bought a submission before makes this one
    // likely spam too, as the writer finds.
    const spamReasons: SpamReason[] = [
      ...(website ? (['hidden-field-filled'] as const) : []),
      ...(!checked.valid ? [checked.reason] : checked.token.age < config.minFillTimeMs ? (['too-young'] as const) : []),
    ]
    const spam = spamReasons.length > 0
    const token = checked.valid ? checked.token : undefined
    const submission = { form, email: data[emailField] as string, spam, spamReasons, data, notify: config.notify, idempotencyKey, formToken: token }
    const { id, replayed, keyReused, tokenReused } = await writer.write(submission)
    if (keyReused) throw createError({ statusCode: 422, statusMessage: KEY_REUSED })
    if (replayed) {
      setResponseHeader(event, 'idempotent-replayed', 'true')
      log('info', 'submission_replayed', { form, id })
    } else {
      log('info', 'submission_stored', { form, id, spam: spam || tokenReused === true })
      onStored?.(id)
    }
    setResponseStatus(event, 201)
    return { ok: true, id }
  })
  return answeringStoreOutages(handler)
}
