import type { YAMLError } from 'yaml'
import type { ContentFix } from './content-fix.ts'

/** One YAML mistake in plain words, on the line of the file it is on. */
export interface YamlProblem {
  line: number
  message: string
  /** The change the message advises, when it advises one exactly. */
  fix?: ContentFix
}

const FIELD = /^\s*([A-Za-z][\w-]*)\s*:/
/** A field with a value on its line, or an item of a list. */
const FIELD_OR_ITEM = /^\s*(?:[A-Za-z][\w-]*:\s+\S|- \S)/
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Words the common causes of a YAML error for an editor, from the error and the file's lines.
 * The parser's own words ("Implicit keys need to be on a single line") are left out: they name
 * its grammar, not the editor's mistake. `line` is the 1-based file line the parser stopped at.
 */
export function yamlProblem(error: YAMLError, lines: readonly string[], line: number): YamlProblem {
  const text = lines[line - 1] ?? ''
  const say = (message: string, at = line, lineText?: string): YamlProblem => ({ line: at, message, ...(lineText === undefined ? {} : { fix: { lineText } }) })

  if (error.code === 'TAB_AS_INDENT' || /^ *\t/.test(text)) return say('this line is indented with a tab; indent with spaces instead')
  if (error.code === 'DUPLICATE_KEY') {
    const key = FIELD.exec(text)?.[1] ?? text.trim()
    const indent = /^ */.exec(text)![0]
    const first = lines.slice(0, line - 1).findIndex((each) => new RegExp(`^${indent}${escapeRegExp(key)}\\s*:`).test(each))
    return say(`the field "${key}" is written twice${first >= 0 ? ` (also on line ${first + 1})` : ''}; keep one`)
  }
  if (/Missing closing .?quote/i.test(error.message)) {
    // The parser notices at the end of the document; the quote was opened on a field's line above.
    const opened = lines.slice(0, line).findLastIndex((each) => /^\s*[A-Za-z][\w-]*\s*:\s*["']/.test(each) && !/["']\s*$/.test(each.replace(/^[^:]*:\s*/, '').slice(1)))
    return say('a quote opened in this value is never closed; end the value with the same quote mark', opened >= 0 ? opened + 1 : line)
  }
  const quoted = /^(\s*(?:- )?(?:[A-Za-z][\w-]*:\s+)?)(["'])(.*)\2\s*$/.exec(text)
  if (quoted && quoted[3]!.includes(quoted[2]!)) {
    const [, start, mark, inner] = quoted as unknown as [string, string, string, string]
    const other = mark === '"' ? "'" : '"'
    return say(
      `the value is in ${mark === '"' ? 'double' : 'single'} quotes and has ${mark} inside, which ends it early: put the whole value in ${mark === '"' ? 'single' : 'double'} quotes instead, like ${other}${inner}${other}`,
      line,
      inner.includes(other) ? undefined : `${start}${other}${inner}${other}`,
    )
  }
  const previous = lines[line - 2] ?? ''
  // A value starting with [ or { on this line, or left open on the line above; meant as text or as a
  // list, so both ways are named and neither is advised as the one change.
  const startsBracketed = (each: string) => /^\s*(?:- )?(?:[A-Za-z][\w-]*:\s+)?[[{]/.test(each) && FIELD_OR_ITEM.test(each)
  const above = lines[line - 2] ?? ''
  const bracketed = startsBracketed(text) ? 0 : startsBracketed(above) && !/[\]}]/.test(above) ? 1 : -1
  if (bracketed >= 0) {
    const value = /^\s*(?:- )?(?:[A-Za-z][\w-]*:\s+)?([[{].*?)\s*$/.exec(bracketed === 0 ? text : above)![1]!
    return say(
      `the value starts with ${value.charAt(0)}, which YAML reads as the start of a list or group: for text, put the whole value in double quotes, like ${JSON.stringify(value)}; for a list, write one item per line starting with "- ", or [] for none`,
      line - bracketed,
    )
  }
  const special = /^(\s*(?:- )?(?:[A-Za-z][\w-]*:\s+)?)([@`%!*&|>].*?)\s*$/.exec(text)
  if (special && FIELD_OR_ITEM.test(text)) {
    const [, start, value] = special as unknown as [string, string, string]
    return say(
      `the value starts with ${value.charAt(0)}, which YAML reads as a sign of its own, not as a letter: put the whole value in double quotes, like ${JSON.stringify(value)}`,
      line,
      `${start}${JSON.stringify(value)}`,
    )
  }
  if (/^\s*(?:- )?[A-Za-z][\w-]*:[^\s]/.test(text)) return say(`put a space after the colon: ${shorten(text.trim().replace(':', ': '))}`, line, text.replace(':', ': '))
  if (/^\s*-(\s|$)/.test(text)) {
    // The item above in the same list (after the last field that starts a line) shows where this one starts.
    const above = lines.slice(0, line - 1)
    const field = above.findLastIndex((each) => /^[A-Za-z]/.test(each))
    const item = above.findLastIndex((each) => /^\s*-(\s|$)/.test(each))
    const startsList = field >= 0 && /:\s*$/.test(above[field]!)
    const indent = item > field ? /^\s*/.exec(above[item]!)![0].length : startsList ? 2 : undefined
    const asField = /^\s*- ([A-Za-z][\w-]*:.*)$/.exec(text)?.[1]
    if (indent === undefined && asField) {
      return say(
        `this line starts with "- ", which makes it an item of a list, but the line above starts no list: remove the "- ", so the line reads ${shorten(asField)}`,
        line,
        asField,
      )
    }
    const written = text.trimStart()
    if (indent === undefined || indent === text.length - written.length) {
      return say('the items of a list must all start at the same place: a dash and a space, indented the same under the field name')
    }
    return say(
      `the items of a list must all start at the same place, and this one starts with ${text.length - written.length} ${text.length - written.length === 1 ? 'space' : 'spaces'}: start it with ${indent}, like the list's other items`,
      line,
      `${' '.repeat(indent)}${written}`,
    )
  }
  if (/^\s*[A-Za-z][\w-]*:\s+[^"'\s][^#]*:(\s|$)/.test(text)) {
    const [, field, value] = /^(\s*[A-Za-z][\w-]*:\s+)(.*?)\s*$/.exec(text)!
    return say(
      `the value has a colon followed by a space, which YAML reads as the start of another field; put the whole value in double quotes: ${field!.trim()} ${JSON.stringify(value)}`,
      line,
      `${field}${JSON.stringify(value)}`,
    )
  }
  const equals = /^(\s*[A-Za-z][\w-]*)\s*=\s*(.*)$/.exec(text)
  if (equals) return say(`write a colon after the field name, not "=", like ${equals[1]!.trim()}: …`, line, `${equals[1]}: ${equals[2]}`)
  if (text.trim() && !/:(\s|$)/.test(text) && !/^\s/.test(text) && FIELD.test(previous)) {
    return say(
      `this line has no field name with a colon: if "${text.trim().split(/\s/)[0]}" is a field, put a colon after it; if the line goes on the value above, join it to the line above, or indent it by two spaces under the field name`,
    )
  }
  const noColon = /^(\s*[A-Za-z][\w-]*) +(\S.*)$/.exec(text)
  if (noColon && !/:(\s|$)/.test(text)) return say(`the field name has no colon after it: write ${noColon[1]!.trim()}: followed by the value`, line, `${noColon[1]}: ${noColon[2]}`)
  const afterQuotes = /^(\s*(?:- )?[A-Za-z][\w-]*:\s+)(["'])([^"']*)\2\s*(\S.*)$/.exec(text)
  if (afterQuotes) {
    const [, start, , inner, rest] = afterQuotes as unknown as [string, string, string, string, string]
    const whole = `${start}${JSON.stringify(`${inner} ${rest.trim()}`)}`
    return say(`the value has words after its closing quote, which YAML cannot read: put the whole value inside the quotes: ${shorten(whole.trim())}`, line, whole)
  }
  const indented = /^(\s+)([A-Za-z][\w-]*:.*)$/.exec(text)
  if (indented && FIELD.test(previous) && !/^\s/.test(previous) && !/:\s*$/.test(previous)) {
    return say(
      `this line starts with ${indented[1]!.length} ${indented[1]!.length === 1 ? 'space' : 'spaces'}, and the field above with none: start it at the same place, ${shorten(indented[2]!)}`,
      line,
      indented[2]!,
    )
  }
  return say(
    `"${shorten(text.trim())}" is not read as a field: write the field's name, a colon and a space, then the value, like title: Calm classrooms, starting at the same place as the fields around it`,
  )
}

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text)
