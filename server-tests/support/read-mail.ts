import type { ReceivedMail } from '#api/testing/start-mail-catcher.ts'
import { decodedMail } from './staff-client.ts'

/** A received email's subject (its header unfolded, its encoded words decoded) and its whole message decoded from quoted-printable. */
export function readMail(mail: ReceivedMail): { subject: string; body: string; headers: string } {
  const headers = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')
  return { subject: decodeWords(/^subject: (.*)$/im.exec(headers)?.[1] ?? ''), body: decodedMail(mail.raw), headers }
}

/** A header's RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as text; the space between two of them is not part of the text. */
function decodeWords(header: string): string {
  return header.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  )
}
