import { FORM_DEFINITIONS, type FormName } from '#api/forms/form-definitions.server.ts'
import { SPAM_SIGNALS } from '#lib/forms/spam-signals.ts'
import { SAMPLE_SUBMISSIONS } from '#api/testing/sample-submissions.ts'

/** The fields the server accepts for `form`: the form's own, and what the browser sends beside them (the spam signals). */
export function knownFields(form: FormName): Set<string> {
  return new Set([...Object.keys(FORM_DEFINITIONS[form].schema.def.shape), ...Object.values(SPAM_SIGNALS), ...Object.keys(SAMPLE_SUBMISSIONS[form])])
}
