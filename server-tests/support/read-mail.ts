import type { ReceivedMail } from '#api/testing/start-mail-catcher.ts'
import { decodedMail } from './staff-client.ts'

/** A received email's subject (its header unfolded) and its whole message decoded from quoted-printable. */
export function readMail(mail: ReceivedMail): { subject: string; body: string; headers: string } {
  const headers = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')
  return { subject: /^subject: (.*)$/im.exec(headers)?.[1] ?? '', body: decodedMail(mail.raw), headers }
}
