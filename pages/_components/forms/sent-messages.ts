import type { FormName } from '#lib/forms/form-registry.ts'
import { REPLY_PROMISES } from '#lib/forms/reply-promises.ts'
import type { ToastMessage } from '../toast/toast-message.ts'

/**
 * What each form's message says once the form was stored, in the spec's words: a thank-you where
 * the spec has one, then when we answer (REPLY_PROMISES), which the confirmation email repeats in
 * the same words. The two Play With Me sign-ups promise the reply time of the content settings,
 * which their page says too, so a person reads one time for one wait.
 */
export const SENT_MESSAGES = {
  contact: () => ({ title: 'Message Sent', description: `Thank you for your message. ${REPLY_PROMISES.contact()}` }),
  'community-signup': () => ({ title: 'Welcome to Our Community!', description: `Thank you for joining the community. ${REPLY_PROMISES['community-signup']()}` }),
  'advisor-signup': () => ({ title: 'Thank You for Your Interest!', description: REPLY_PROMISES['advisor-signup']() }),
  'student-ambassador-signup': () => ({ title: 'Application Submitted Successfully!', description: REPLY_PROMISES['student-ambassador-signup']() }),
  'play-signup': (replyTime: string) => ({ title: 'Registration Successful!', description: REPLY_PROMISES['play-signup'](replyTime) }),
  'volunteer-signup': (replyTime: string) => ({ title: 'Thank You for Volunteering!', description: REPLY_PROMISES['volunteer-signup'](replyTime) }),
} as const satisfies Record<FormName, (replyTime: string) => ToastMessage>
