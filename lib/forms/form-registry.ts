import type * as z from 'zod/mini'

/** A form's schema: an object of its fields that refuses any other. */
type FormSchema = z.ZodMiniObject<z.core.$ZodLooseShape, z.core.$strict>

/** The fields whose value is true or false once checked: the ones that can be a tick box. */
type TickBox<Schema extends FormSchema> = { [Field in keyof z.output<Schema>]: z.output<Schema>[Field] extends boolean ? Field : never }[keyof z.output<Schema>] & string

/** The fields whose value is a string once checked: the ones that can hold an email address. */
type TextField<Schema extends FormSchema> = { [Field in keyof z.output<Schema>]: z.output<Schema>[Field] extends string ? Field : never }[keyof z.output<Schema>] & string

interface FormEntry<Schema extends FormSchema> {
  /** What staff call the form: in the notice email, in exports and in the console. */
  title: string
  /** The label of each field as the visitor saw it beside the field: every field of the schema, and no other. */
  labels: { readonly [Field in keyof z.input<Schema> & string]-?: string }
  /** The field that holds the sender's email address. */
  emailField: TextField<Schema>
  /** The tick box by which the sender asks for updates by email, which they must then confirm; none when the form has none. */
  updatesField?: TickBox<Schema>
  /**
   * The schema the browser and the server check the form with. It is loaded when needed, so a
   * page that shows the form loads the checks (and zod) only when the form is first checked.
   */
  loadSchema(): Promise<Schema>
}

/** Ties an entry's labels and email field to its schema's fields, so a missing, extra or misspelt one fails the type check. */
const entry = <Schema extends FormSchema>(form: FormEntry<Schema>): FormEntry<Schema> => form

/** The labels of what every sign-up asks for besides its own fields. */
const SIGNUP_LABELS = { name: 'Full Name', email: 'Email Address', signUpForUpdates: 'Sign up for updates' } as const

/** The community sign-up and the advisor application have the same fields, worded the same. */
const ROLE_SIGNUP = {
  emailField: 'email',
  updatesField: 'signUpForUpdates',
  labels: { ...SIGNUP_LABELS, organization: 'Organization (optional)', role: 'Role' },
  loadSchema: () => import('./role-signup-schema.ts').then((module) => module.roleSignupFormSchema),
} as const

/**
 * The site's forms, each written once: the key is the form's name, in its address (formPath) and
 * in the store. The form components, the server's routes and the submissions command read this
 * registry, so a form or an address that is not here fails the type check.
 * It holds no schema itself, only the way to load one: the islands that read it stay small.
 */
export const FORMS = {
  contact: entry({
    title: 'Contact message',
    emailField: 'email',
    updatesField: 'newsletter',
    labels: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message', newsletter: 'Subscribe to our newsletter' },
    loadSchema: () => import('./contact-schema.ts').then((module) => module.contactFormSchema),
  }),
  'community-signup': entry({ title: 'Community sign-up', ...ROLE_SIGNUP }),
  'advisor-signup': entry({ title: 'Advisor application', ...ROLE_SIGNUP }),
  'student-ambassador-signup': entry({
    title: 'Student ambassador application',
    emailField: 'email',
    updatesField: 'signUpForUpdates',
    labels: {
      ...SIGNUP_LABELS,
      school: 'School',
      grade: 'Grade Level',
      major: 'Major or Intended Major (optional)',
      interests: 'Interests',
      experience: 'Relevant Experience',
      motivation: 'Why do you want to be a Student Ambassador?',
    },
    loadSchema: () => import('./student-ambassador-schema.ts').then((module) => module.studentAmbassadorFormSchema),
  }),
  'play-signup': entry({
    title: 'Play With Me registration',
    emailField: 'parentEmail',
    labels: {
      childName: "Child's Name",
      parentEmail: "Parent's Email",
      ageGroup: 'Age Group',
      availability: 'Availability',
      preferredGames: 'Preferred Games',
      additionalInfo: 'Additional Information (optional)',
      parentConsent: "I am this child's parent or guardian, and I agree that SenseAhead keeps these details to arrange play sessions.",
    },
    loadSchema: () => import('./play-signup-schema.ts').then((module) => module.playSignupFormSchema),
  }),
  'volunteer-signup': entry({
    title: 'Play With Me volunteer application',
    emailField: 'email',
    labels: {
      name: 'Name',
      email: 'Email',
      availability: 'Availability',
      preferredGames: 'Preferred Games',
      experience: 'Experience with Children (optional)',
      additionalInfo: 'Additional Information (optional)',
    },
    loadSchema: () => import('./volunteer-signup-schema.ts').then((module) => module.volunteerSignupFormSchema),
  }),
} as const

/** A form's name: a key of the registry. */
export type FormName = keyof typeof FORMS

/** The schema of the form `Name`. */
export type FormSchemaOf<Name extends FormName> = Awaited<ReturnType<(typeof FORMS)[Name]['loadSchema']>>

/** What the visitor's browser holds in the form `Name` before it is checked. */
export type FormInput<Name extends FormName> = z.input<FormSchemaOf<Name>>

export const FORM_NAMES = Object.keys(FORMS) as FormName[]

export function isFormName(value: string): value is FormName {
  return Object.hasOwn(FORMS, value)
}
