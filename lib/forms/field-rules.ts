import * as z from 'zod/mini'
import { MAX_LENGTH } from './form-options.ts'
import { withoutHiddenCharacters } from './hidden-characters.ts'

/**
 * Rules shared by the form schemas. The schemas run in the browser (for the messages beside the
 * fields) and on the server (which cannot trust the browser), so the limits that protect the store
 * sit here too: strings are trimmed, and none may be longer than its maximum. Every text a visitor
 * types loses its hidden characters first (withoutHiddenCharacters), so what is stored, and what
 * staff read in the console, the notice and an export, is what was sent as it reads.
 */
const tooLong = (maximum: number) => z.maxLength(maximum, `Must be at most ${maximum} characters`)

/**
 * What ends or breaks a line, or hides in one: the C0 and C1 control characters (CR, LF, tab…)
 * and the Unicode line and paragraph separators. A one-line field holding one could add a line of
 * its own to what staff read (the notice email, an export).
 */
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u

/**
 * What is drawn as nothing: format characters (zero-width spaces and joiners, the byte-order
 * mark), the control characters that are not spaces or line breaks, and the other characters
 * Unicode says are drawn as nothing (the Hangul fillers, variation selectors). The few that stay in
 * the value (a joiner belongs in many names) never count toward its minimum length.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]|(?!\s)\p{Cc}/gu

/**
 * At least `min` characters a person sees: what is left without the invisible characters and the
 * spaces around it (a space between two words counts, as it always has), in code points, not
 * UTF-16 units, so 李 and 👋 count once.
 */
/** The text as it reads: hidden characters out, then the spaces around it. */
const asItReads = [z.overwrite(withoutHiddenCharacters), z.trim()] as const

const visiblyAtLeast = (min: number, message: string) => z.refine<string>((value) => [...value.replace(INVISIBLE, '').trim()].length >= min, message)

/** A trimmed string of `min` to `max` visible characters; `message` is what the visitor reads when it is missing or too short. */
export const requiredText = (min: number, message: string, max: number = MAX_LENGTH.text) => z.string(message).check(...asItReads, visiblyAtLeast(min, message), tooLong(max))

/** A trimmed string that may be left empty. */
export const optionalText = (max: number = MAX_LENGTH.text) => z._default(z.string().check(...asItReads, tooLong(max)), '')

/** The message of a one-line field that has no words of its own (the dialog forms', whose other messages are the browser's). */
export const ONE_LINE = 'Must be on one line, without special characters'

/** Refuses a control character; `message` says so in the form's words. */
const oneLine = (message: string) => z.refine<string>((value) => !CONTROL_CHARACTER.test(value), message)

/** A required field of one line (a name, a school): `lineMessage` is what the visitor reads when it holds a line break or another control character. */
export const requiredLine = (min: number, message: string, lineMessage: string, max: number = MAX_LENGTH.name) =>
  z.string(message).check(...asItReads, oneLine(lineMessage), visiblyAtLeast(min, message), tooLong(max))

/** An optional field of one line (an organization, a major). */
export const optionalLine = (lineMessage: string, max: number = MAX_LENGTH.name) => z._default(z.string().check(...asItReads, oneLine(lineMessage), tooLong(max)), '')

export const personName = (message: string, lineMessage: string) => requiredLine(2, message, lineMessage)

export const emailAddress = (message: string) => z.string(message).check(z.trim(), tooLong(MAX_LENGTH.email), z.email(message))

/** A tick box that is false unless the visitor ticks it. */
export const optionalTick = () => z._default(z.boolean(), false)
