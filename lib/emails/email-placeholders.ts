/**
 * The placeholders an email's words may hold, written `{name}` in its subject or text, each with
 * what it becomes and an example the content editor's preview shows.
 */
export const EMAIL_PLACEHOLDERS = {
  firstName: { means: 'The first name the person wrote in the form', example: 'Ada' },
  childFirstName: { means: 'The first name of the child, as the parent wrote it in the Play With Me registration', example: 'Robin' },
  volunteerFirstName: { means: 'The first name of the volunteer, as they wrote it in their application', example: 'Sam' },
  reference: { means: 'The number of what they sent, to read out on the phone: three groups of letters and digits', example: 'K7M-4QX-92D' },
  dataLink: { means: 'The address of the page where they see or delete what they sent', example: 'https://senseahead.org/my-data/…' },
  confirmLink: { means: 'The address that confirms they want updates by email', example: 'https://senseahead.org/my-data/confirm/…' },
  contactEmail: { means: "The site's email address (Settings)", example: 'hello@senseahead.org' },
  contactPhone: { means: "The site's phone number (Settings)", example: '+1 (555) 013-2468' },
  siteName: { means: "The organisation's name (Settings)", example: 'SenseAhead' },
  promise: {
    means: "When we answer, in the words of the form's message after sending: for Play With Me, with the reply time of the settings",
    example: "We'll be in touch soon!",
  },
  replyTime: {
    means: 'How soon we contact a person who signed up for Play With Me, as the page and its message after sending say it (Settings, Play With Me)',
    example: '2-3 business days',
  },
  updates: { means: 'Where the paragraph of the updates field goes, for a person who ticked the box for updates; nothing for the others', example: '' },
} as const

export type EmailPlaceholder = keyof typeof EMAIL_PLACEHOLDERS

/** Writes `{name}` in `text` as its value; a name without a value is left as it is. */
export function fillPlaceholders(text: string, values: Partial<Record<EmailPlaceholder, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? values[name as EmailPlaceholder]! : whole))
}

/** A placeholder as an editor writes it: a name in curly brackets. */
export const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g
