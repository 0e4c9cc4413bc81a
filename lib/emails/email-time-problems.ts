import { promisedTimesIn, timesIn } from '../content/fields/waiting-time.ts'
import { EMAIL_FILES, type EmailFileName } from './email-files.ts'
import type { EmailPlaceholder } from './email-placeholders.ts'

/** Words that say when we write to the person or answer them. */
const WHEN_WE_WRITE = /\b(?:write to you|writes to you|answer|answers|reply|replies|contact you|be in touch|get back to you|hear from us|email you|call you)\b/i

/** A sentence's end: its mark, then a space or the line's end. */
const SENTENCE_END = /(?<=[.!?])\s+/

/** One line of an email's words, where the check names it. */
interface EmailLine {
  field: 'subject' | 'text' | 'updates'
  line: number
  words: string
}

export interface EmailTexts {
  data: Record<string, unknown>
  body: string
  bodyLine: number
  lineOf(path: readonly PropertyKey[]): number
}

/**
 * The email's lines as the person reads them: the subject, then the text, with the paragraph about
 * updates where the text has {updates}.
 */
function linesInOrder({ data, body, bodyLine, lineOf }: EmailTexts): EmailLine[] {
  const field = (name: 'subject' | 'updates'): EmailLine[] => (typeof data[name] === 'string' ? [{ field: name, line: lineOf([name]), words: data[name] }] : [])
  return [
    ...field('subject'),
    ...body.split('\n').flatMap((words, index): EmailLine[] => {
      const line: EmailLine = { field: 'text', line: bodyLine + index, words }
      if (!words.includes('{updates}')) return [line]
      const [before, ...after] = words.split('{updates}')
      return [{ ...line, words: before! }, ...field('updates'), { ...line, words: after.join('{updates}') }]
    }),
  ]
}

/**
 * What an email says about when we write to the person, held to the promise its form made. A
 * confirmation gives its form's promise ({promise}, the words of the message after sending) before
 * any other time, so the first time the person reads is the one the page and the message gave; and
 * no email gives a figure of its own for when we write, which would be a second time for one wait:
 * that is {promise}, or in the match emails {replyTime}. A longer later step, told as that step
 * ("Finding a volunteer usually takes 1 to 3 weeks"), is left as it is.
 */
export function emailTimeProblems(file: string, texts: EmailTexts): { line: number; field: string; message: string }[] {
  if (!Object.hasOwn(EMAIL_FILES, file)) return []
  const { placeholders, promises = [] } = EMAIL_FILES[file as EmailFileName] as { placeholders: readonly EmailPlaceholder[]; promises?: readonly EmailPlaceholder[] }
  const lines = linesInOrder(texts)
  const sayItWith = placeholders.includes('promise')
    ? "write {promise}, which says the form's promise in the words of its message after sending"
    : 'write {replyTime}, the reply time of the Play With Me settings'
  const ownTimes = lines.flatMap(({ field, line, words }) =>
    words
      .split(SENTENCE_END)
      .filter((sentence) => WHEN_WE_WRITE.test(sentence))
      .flatMap((sentence) => timesIn(sentence).slice(0, 1))
      .map((time) => ({ field, line, message: `gives a time of its own (${time}) for when we write to the person, a second time for the same wait: ${sayItWith}` })),
  )
  if (!promises.includes('promise') || !texts.body.includes('{promise}')) return ownTimes
  const promiseAt = lines.findIndex(({ field, words }) => field === 'text' && words.includes('{promise}'))
  const before = lines.slice(0, promiseAt + 1).map((each, index) => (index === promiseAt ? { ...each, words: each.words.split('{promise}')[0]! } : each))
  const first = before.find(({ words }) => promisedTimesIn(words).length > 0)
  const time = first && promisedTimesIn(first.words)[0]!
  // A time of its own for when we write is named once, by the rule above.
  if (!first || ownTimes.some(({ line, message }) => line === first.line && message.includes(`(${time})`))) return ownTimes
  const earlier = {
    field: first.field,
    line: first.line,
    message: `names a time (${time}) before {promise}: the first time an email gives must be the one its form's page and message after sending promised, which {promise} says. Tell a longer step after it, as that step (like "Finding a volunteer usually takes 1 to 3 weeks")`,
  }
  return [earlier, ...ownTimes].sort((a, b) => a.line - b.line)
}
