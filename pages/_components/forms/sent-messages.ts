import type { FormName } from '#lib/forms/form-registry.ts'
import type { ToastMessage } from '../toast/toast-message.ts'

/**
 * What each form's message says once the form was stored, in the spec's words. The two Play With
 * Me sign-ups promise when we contact the person: the reply time of the content settings, which
 * their page and their confirmation emails say too, so a person reads one time for one wait.
 */
export const SENT_MESSAGES = {
  contact: () => ({ title: 'Message Sent', description: "Thank you for your message. We'll get back to you soon." }),
  'community-signup': () => ({ title: 'Welcome to Our Community!', description: "Thank you for joining the community. We'll be in touch soon!" }),
  'advisor-signup': () => ({ title: 'Thank You for Your Interest!', description: "We've received your advisor application and will be in touch soon to discuss next steps." }),
  'student-ambassador-signup': () => ({ title: 'Application Submitted Successfully!', description: "We'll review your application and get back to you soon!" }),
  'play-signup': (replyTime: string) => ({ title: 'Registration Successful!', description: `We'll be in touch within ${replyTime}.` }),
  'volunteer-signup': (replyTime: string) => ({ title: 'Thank You for Volunteering!', description: `We'll review your application and contact you within ${replyTime}.` }),
} as const satisfies Record<FormName, (replyTime: string) => ToastMessage>
