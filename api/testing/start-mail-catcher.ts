import { writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  raw: string
}

export interface MailCatcher {
  /** Every message received so far, in order. */
  received: ReceivedMail[]
  /** Each address with how many of the messages received so far went to it. */
  perAddress(): Record<string, number>
  port: number
  close(): Promise<void>
}

/** Recipients the mail catcher refuses as a mail server refuses an address that does not exist (550). */
export const REFUSED_DOMAIN = 'refused.example.org'

export interface MailCatcherOptions {
  /** A message is kept as it arrives, and its acceptance answered this much later: a slow mail server. */
  answerDelayMs?: number
}

/**
 * A mail server on a loopback port that keeps what it receives; with `folder`, also as one file a
 * message (1.eml, 2.eml…), for tests in other processes. It refuses every recipient at
 * REFUSED_DOMAIN, as a mail server refuses a bad address.
 */
export async function startMailCatcher(port = 0, folder?: string, { answerDelayMs = 0 }: MailCatcherOptions = {}): Promise<MailCatcher> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`)) {
        // Worded as real servers do, quoting the address.
        const refusal = Object.assign(new Error(`<${address.address}>: No such mailbox here`), { responseCode: 550 })
        return callback(refusal)
      }
      callback()
    },
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk) => (raw += chunk))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw })
        if (folder) writeFileSync(join(folder, `${received.length}.eml`), raw)
        setTimeout(callback, answerDelayMs)
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  // A sender that goes away mid-message (a server a test stopped or killed) resets its connection:
  // a mail server carries on, and so does this one, where an unheard 'error' would end the tests' process.
  server.on('error', () => undefined)
  const address = server.server.address() as AddressInfo
  const perAddress = () => {
    const counts: Record<string, number> = {}
    for (const recipient of received.flatMap((message) => message.to)) counts[recipient] = (counts[recipient] ?? 0) + 1
    return counts
  }
  return { received, perAddress, port: address.port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
