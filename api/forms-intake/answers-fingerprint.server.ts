import { createHash } from 'node:crypto'

/**
 * A hash of a submission's checked answers, kept beside its idempotency key to tell a retry from
 * another submission sent under the same key. It hashes the parsed answers as the form's schema
 * returned them, not the request's raw bytes: a retry would match either way (the browser sends
 * the same bytes again), but the bytes also hold what is never stored (the spam signals, the order
 * of the keys, spacing), while the question is whether answering with the first submission drops
 * anything the visitor sent. Same answers, same stored row: nothing is lost. The answers are flat
 * (strings and booleans), so their fields in name order are canonical.
 */
export function answersFingerprint(answers: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(answers)
      .sort()
      .map((field) => [field, answers[field]]),
  )
  return createHash('sha256').update(canonical).digest('base64url')
}
