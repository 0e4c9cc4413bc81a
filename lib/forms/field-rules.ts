import * as z from 'zod/mini'
import { MAX_LENGTH } from './form-options.ts'

/**
 * Rules shared by the form schemas. The schemas run in the browser (for the messages beside the
 * fields) and on the server (which cannot trust the browser), so the limits that protect the store
 * sit here too: strings are trimmed, and none may be longer than its maximum.
 */
const tooLong = (maximum: number) => z.maxLength(maximum, `Must be at most ${maximum} characters`)

/** A trimmed string of `min` to `max` characters; `message` is what the visitor reads when it is missing or too short. */
export const requiredText = (min: number, message: string, max: number = MAX_LENGTH.text) => z.string(message).check(z.trim(), z.minLength(min, message), tooLong(max))

/** A trimmed string that may be left empty. */
export const optionalText = (max: number = MAX_LENGTH.text) => z._default(z.string().check(z.trim(), tooLong(max)), '')

export const personName = (message: string) => requiredText(2, message, MAX_LENGTH.name)

export const emailAddress = (message: string) => z.string(message).check(z.trim(), tooLong(MAX_LENGTH.email), z.email(message))

/** A tick box that is false unless the visitor ticks it. */
export const optionalTick = () => z._default(z.boolean(), false)
