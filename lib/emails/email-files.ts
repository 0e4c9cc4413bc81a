import type { EmailPlaceholder } from './email-placeholders.ts'

/** What every confirmation may tell: what was sent, where to see or delete it, how to reach a person. */
const ABOUT_IT: readonly EmailPlaceholder[] = ['reference', 'dataLink', 'contactEmail', 'contactPhone', 'siteName']
/** A form the person fills in about themselves may greet them by their first name. */
const CONFIRMATION: readonly EmailPlaceholder[] = ['firstName', ...ABOUT_IT]

interface EmailFile {
  /** What the email is, for the content editor. */
  label: string
  /** The placeholders its subject and text may use. */
  placeholders: readonly EmailPlaceholder[]
  /** For a form with an "updates" tick box: the placeholders of the paragraph added when it was ticked. */
  updates?: readonly EmailPlaceholder[]
  /** A promise its page and message after sending make, which the text must repeat in the same words. */
  promises?: readonly EmailPlaceholder[]
}

const WITH_UPDATES: readonly EmailPlaceholder[] = ['confirmLink', 'firstName', 'siteName']

/**
 * The files of content/emails, each named after what it is: the confirmation of each form is
 * named after the form, the emails of a Play With Me match after whom they go to. A file of another name is refused, and each of these must be there.
 */
export const EMAIL_FILES = {
  contact: { label: 'Confirmation: contact message', placeholders: CONFIRMATION, updates: WITH_UPDATES },
  'community-signup': { label: 'Confirmation: community sign-up', placeholders: CONFIRMATION, updates: WITH_UPDATES },
  'advisor-signup': { label: 'Confirmation: advisor application', placeholders: CONFIRMATION, updates: WITH_UPDATES },
  'student-ambassador-signup': { label: 'Confirmation: student ambassador application', placeholders: CONFIRMATION, updates: WITH_UPDATES },
  // A parent registers their child: the form asks for no name of the parent's own. Both Play With Me
  // forms promise, on the page and in the message after sending, when we contact the person: the
  // confirmation repeats it from the same setting, so no one reads two times for one wait.
  'play-signup': { label: 'Confirmation: Play With Me registration', placeholders: [...ABOUT_IT, 'replyTime'], promises: ['replyTime'] },
  'volunteer-signup': { label: 'Confirmation: Play With Me volunteer application', placeholders: [...CONFIRMATION, 'replyTime'], promises: ['replyTime'] },
  // A Play With Me match made by staff: the parent learns the volunteer's first name, the volunteer the child's; neither gets the other's address.
  'match-parent': { label: 'Play With Me match: to the parent', placeholders: ['childFirstName', 'volunteerFirstName', ...ABOUT_IT] },
  'match-volunteer': { label: 'Play With Me match: to the volunteer', placeholders: ['firstName', 'childFirstName', ...ABOUT_IT] },
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
