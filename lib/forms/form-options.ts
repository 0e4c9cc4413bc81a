/**
 * The choices the forms offer and the limits of their fields, apart from the schemas so that a page
 * can show a form without loading the validation code before it is needed.
 */
export const MAX_LENGTH = { name: 100, email: 254, text: 5000 } as const

export const CONTACT_SUBJECTS = ['general_inquiry', 'support_request', 'resource_access', 'partnership', 'other'] as const
/** Each contact subject as the visitor reads it in the form, and staff wherever a message is shown to them. */
export const CONTACT_SUBJECT_LABELS: Readonly<Record<string, string>> = {
  general_inquiry: 'General Inquiry',
  support_request: 'Support Request',
  resource_access: 'Resource Access',
  partnership: 'Partnership',
  other: 'Other',
} satisfies Record<(typeof CONTACT_SUBJECTS)[number], string>
export const SIGNUP_ROLES = ['Educator', 'Parent', 'Researcher', 'Individual'] as const
/** Also the grades a student ambassador's entry in content/student-ambassadors may give. */
export const GRADES = ['9th', '10th', '11th', '12th', 'College Freshman', 'College Sophomore', 'College Junior', 'College Senior', 'Graduate Student'] as const
export const AGE_GROUPS = ['5-7', '8-10', '11-13', '14-16'] as const
