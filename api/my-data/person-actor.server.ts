/** Who the audit log names when a person acts through a link in their confirmation. */
export const PERSON_ACTOR = 'the person, by their link'
