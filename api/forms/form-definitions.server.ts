import type * as z from 'zod/mini'
import { FORM_NAMES, FORMS, type FormName, type FormSchemaOf } from '#lib/forms/form-registry.ts'

export { FORM_NAMES, isFormName, type FormName } from '#lib/forms/form-registry.ts'

/** Any form of the registry as the server uses it: its schema at hand rather than loaded on first use. */
export interface FormDefinition {
  title: string
  labels: Readonly<Record<string, string>>
  emailField: string
  updatesField?: string | undefined
  schema: z.ZodMiniObject<z.core.$ZodLooseShape, z.core.$strict>
}

/**
 * The registry (lib/forms/form-registry.ts) as the server and the submissions command read it:
 * every form with its schema loaded once, when this module is first imported, so that a handler
 * checks a submission without waiting for an import.
 */
export const FORM_DEFINITIONS = Object.fromEntries(
  await Promise.all(FORM_NAMES.map(async (name) => [name, { ...FORMS[name], schema: await FORMS[name].loadSchema() }] as const)),
) as { [Name in FormName]: (typeof FORMS)[Name] & { schema: FormSchemaOf<Name> } }
