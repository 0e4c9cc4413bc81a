import type { FormName } from './form-registry.ts'

/**
 * When each form says we answer, in the spec's words: the message after sending says it, and the
 * form's confirmation email repeats it where its text holds {promise}, so a person reads one
 * promise, in the same words, wherever they read it. The two Play With Me sign-ups promise the reply
 * time of the content settings (playWithMe.replyTime), which their page says too.
 */
export const REPLY_PROMISES = {
  contact: () => "We'll get back to you soon.",
  'community-signup': () => "We'll be in touch soon!",
  'advisor-signup': () => "We've received your advisor application and will be in touch soon to discuss next steps.",
  'student-ambassador-signup': () => "We'll review your application and get back to you soon!",
  'play-signup': (replyTime: string) => `We'll be in touch within ${replyTime}.`,
  'volunteer-signup': (replyTime: string) => `We'll review your application and contact you within ${replyTime}.`,
} as const satisfies Record<FormName, (replyTime: string) => string>
