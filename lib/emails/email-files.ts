import type { EmailPlaceholder } from './email-placeholders.ts'

/** What every email to a person about what they sent may tell: what was sent, where to see or delete it, how to reach a person. */
const ABOUT_IT: readonly EmailPlaceholder[] = ['reference', 'dataLink', 'contactEmail', 'contactPhone', 'siteName']
/** A confirmation also repeats when we answer, as the form's message after sending said it. */
const CONFIRMED: readonly EmailPlaceholder[] = [...ABOUT_IT, 'promise']
/** A form the person fills in about themselves may greet them by their first name. */
const CONFIRMATION: readonly EmailPlaceholder[] = ['firstName', ...CONFIRMED]
/** Every confirmation must hold its form's promise: a time of its own would be a second time for the same wait. */
const PROMISED: readonly EmailPlaceholder[] = ['promise']

interface EmailFile {
  /** What the email is, for the content editor. */
  label: string
  /** The placeholders its subject and text may use. */
  placeholders: readonly EmailPlaceholder[]
  /** For a form with an "updates" tick box: the placeholders of the paragraph added when it was ticked. */
  updates?: readonly EmailPlaceholder[]
  /** A promise its page and message after sending make, which the text must repeat in the same words, before any other time it gives. */
  promises?: readonly EmailPlaceholder[]
}

const WITH_UPDATES: readonly EmailPlaceholder[] = ['confirmLink', 'firstName', 'siteName']

/**
 * The files of content/emails, each named after what it is: the confirmation of each form is
 * named after the form, the emails of a Play With Me match after whom they go to. A file of another name is refused, and each of these must be there.
 */
export const EMAIL_FILES = {
  contact: { label: 'Confirmation: contact message', placeholders: CONFIRMATION, updates: WITH_UPDATES, promises: PROMISED },
  'community-signup': { label: 'Confirmation: community sign-up', placeholders: CONFIRMATION, updates: WITH_UPDATES, promises: PROMISED },
  'advisor-signup': { label: 'Confirmation: advisor application', placeholders: CONFIRMATION, updates: WITH_UPDATES, promises: PROMISED },
  'student-ambassador-signup': { label: 'Confirmation: student ambassador application', placeholders: CONFIRMATION, updates: WITH_UPDATES, promises: PROMISED },
  // A parent registers their child: the form asks for no name of the parent's own. Both Play With Me
  // forms promise the reply time of the settings, which the page says too: {replyTime} says it alone.
  'play-signup': { label: 'Confirmation: Play With Me registration', placeholders: [...CONFIRMED, 'replyTime'], promises: PROMISED },
  'volunteer-signup': { label: 'Confirmation: Play With Me volunteer application', placeholders: [...CONFIRMATION, 'replyTime'], promises: PROMISED },
  // A Play With Me match made by staff: the parent learns the volunteer's first name, the volunteer the child's; neither gets the other's address.
  // When we then write to arrange the first game is the reply time Play With Me promises everywhere.
  'match-parent': { label: 'Play With Me match: to the parent', placeholders: ['childFirstName', 'volunteerFirstName', ...ABOUT_IT, 'replyTime'], promises: ['replyTime'] },
  'match-volunteer': { label: 'Play With Me match: to the volunteer', placeholders: ['firstName', 'childFirstName', ...ABOUT_IT, 'replyTime'], promises: ['replyTime'] },
} as const satisfies Record<string, EmailFile>

export type EmailFileName = keyof typeof EMAIL_FILES

export const EMAIL_FILE_NAMES = Object.keys(EMAIL_FILES) as EmailFileName[]

/** The placeholders each text of an email file may use: its subject and text, and its updates paragraph. */
export function placeholdersOf(file: string): Record<string, readonly EmailPlaceholder[]> | undefined {
  if (!Object.hasOwn(EMAIL_FILES, file)) return undefined
  const entry: EmailFile = EMAIL_FILES[file as EmailFileName]
  return { subject: entry.placeholders, body: entry.updates ? [...entry.placeholders, 'updates'] : entry.placeholders, ...(entry.updates ? { updates: entry.updates } : {}) }
}

/**
 * The placeholders each text of an email file must hold: every email carries its reader's
 * reference and data link and the promise its form made, and a form's updates paragraph its
 * confirm link and its place.
 */
export function requiredPlaceholdersOf(file: string): Record<string, readonly EmailPlaceholder[]> | undefined {
  if (!Object.hasOwn(EMAIL_FILES, file)) return undefined
  const entry: EmailFile = EMAIL_FILES[file as EmailFileName]
  const body: EmailPlaceholder[] = ['reference', 'dataLink', ...(entry.promises ?? [])]
  return entry.updates ? { body: [...body, 'updates'], updates: ['confirmLink'] } : { body }
}
