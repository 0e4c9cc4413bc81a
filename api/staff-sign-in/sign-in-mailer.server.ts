import type { Transporter } from 'nodemailer'

/** Sends a one-time sign-in link to a member of staff. */
export interface SignInMailer {
  send(to: string, link: string): Promise<void>
}

/**
 * Sends through the same mail server and sender as the notices in the mail outbox, but at once
 * and never through the outbox's table: a queued message would keep the link, and so a way to sign
 * in, in the store. A link that does not arrive is simply asked for again.
 */
export function signInMailer(transport: Pick<Transporter, 'sendMail'>, from: string): SignInMailer {
  return {
    async send(to, link) {
      await transport.sendMail({
        from,
        to,
        subject: 'Your sign-in link for the SenseAhead staff console',
        text: [
          'Open this link to sign in to the SenseAhead staff console:',
          '',
          link,
          '',
          'It works once, within 15 minutes. If you did not ask for it, you can ignore this email: nobody can sign in without the link.',
          '',
        ].join('\n'),
      })
    },
  }
}
