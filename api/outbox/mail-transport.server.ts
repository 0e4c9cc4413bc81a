import nodemailer from 'nodemailer'

/** Connections to the mail server at most: a mail server may refuse a client that opens many more. */
export const MAIL_CONNECTIONS = 5

/**
 * The mail server SMTP_URL names, over a pool of up to MAIL_CONNECTIONS connections kept open
 * between emails, so that a backlog goes out as fast as the mail server takes it instead of one
 * connection an email. The address may set nodemailer's own pool settings
 * (`smtp://host?maxConnections=10`), which come first.
 */
export function mailTransport(smtpUrl: string) {
  return nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: MAIL_CONNECTIONS })
}
