import type { YamlProblem } from './yaml-problem.ts'

const utf8 = new TextDecoder('utf-8', { fatal: true })
/** Windows-1252's characters for the bytes 0x80 to 0x9F; elsewhere it agrees with Latin-1 (Node's TextDecoder reads those bytes as Latin-1's control characters). */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ'
/** A line as an older editor on Windows wrote it: every byte is one character there, so it always reads. */
const fromWindows1252 = (line: Uint8Array) => String.fromCharCode(...line).replace(/[\u0080-\u009F]/g, (character) => WINDOWS_1252_HIGH[character.charCodeAt(0) - 0x80]!)
const REPLACEMENT = '\uFFFD'

export type DecodedFile = { ok: true; text: string } | { ok: false; problems: YamlProblem[] }

/**
 * A content file's bytes as text. The site reads UTF-8 only: a file saved in another encoding
 * (Windows-1252 from an older editor) would show "�" where an accented letter or a curly quote
 * was, so each such line is named with what it holds, read the way its editor wrote it.
 */
export function decodeContentFile(bytes: Uint8Array): DecodedFile {
  const lines = splitLines(bytes)
  const problems: YamlProblem[] = []
  lines.forEach((line, index) => {
    let text: string
    try {
      text = utf8.decode(line)
    } catch {
      const written = fromWindows1252(line)
      const first = line.findIndex((byte) => byte >= 0x80)
      problems.push({
        line: index + 1,
        message: `this file is not saved as UTF-8, the only encoding the site reads, so this line would show "�" on the site (it says ${around(written, first)}). Save the file again as UTF-8 (in most editors: Save As, then Encoding: UTF-8) and check the line`,
      })
      return
    }
    if (text.includes(REPLACEMENT)) {
      problems.push({
        line: index + 1,
        message: `this line has the character "�", which stands for a letter lost when the text was copied or saved (it says ${around(text, text.indexOf(REPLACEMENT))}). Write the letter again`,
      })
    }
  })
  return problems.length > 0 ? { ok: false, problems } : { ok: true, text: utf8.decode(bytes) }
}

function splitLines(bytes: Uint8Array): Uint8Array[] {
  const lines: Uint8Array[] = []
  let start = 0
  for (let index = 0; index <= bytes.length; index++) {
    if (index === bytes.length || bytes[index] === 0x0a) {
      lines.push(bytes.subarray(start, index))
      start = index + 1
    }
  }
  return lines
}

/** The line's words around `index`, where the character is, in quotes. */
const around = (text: string, index: number) => {
  const start = Math.max(0, index - 30)
  const end = index + 30
  return `"${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.trimEnd().length ? '…' : ''}"`
}
