import type { $ZodIssue } from 'zod/v4/core'

/**
 * One message per field, the first the schema found, for the `errors` of a 400 answer and for the
 * messages beside the fields. Unknown fields are named too.
 */
export function fieldErrors(issues: readonly $ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[key] ??= 'This field is not part of the form'
      continue
    }
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form'
    errors[field] ??= issue.message
  }
  return errors
}
