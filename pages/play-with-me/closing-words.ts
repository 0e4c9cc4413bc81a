import type { SiteContent } from '#lib/content/collections.ts'

/**
 * The words above the closing sign-up buttons: the content's closing text, then the reply time the
 * messages after sending and the confirmation emails promise too. The content check refuses a time
 * in the closing text, so the page names one time only.
 */
export const closingWords = ({ closingText, replyTime }: Pick<SiteContent['settings']['playWithMe'], 'closingText' | 'replyTime'>) =>
  `${closingText} We will contact you within ${replyTime}.`
