import type { $ZodIssue } from 'zod/v4/core'

export interface FieldErrors {
  /** One message per field of the form, the first the schema found. */
  errors: Record<string, string>
  /** How many fields the form does not have were sent. Counted, never named: a name can be anything the sender typed. */
  unknownFields: number
}

/** What a 400 answer says about the fields, and what the messages beside them show. */
export function fieldErrors(issues: readonly $ZodIssue[]): FieldErrors {
  const errors: Record<string, string> = {}
  let unknownFields = 0
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      unknownFields += issue.keys.length
      continue
    }
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form'
    errors[field] ??= issue.message
  }
  return { errors, unknownFields }
}
