import { createContext } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

export interface FieldBindingValue {
  form: UseFormReturn<FieldValues, unknown, unknown>
  /** A field's id from the end given, unique on the page. */
  id(end: string): string
  /** The label of each field, as the form registry (lib/forms/form-registry.ts) words it. */
  labels: Readonly<Record<string, string>>
  /** The browser checks the required fields (the Play With Me dialogs), not the form's own code. */
  browserChecks: boolean
}

/** The form that BoundField binds to, given by the form around it (a sign-up or a Play With Me dialog). */
export const FieldBinding = createContext<FieldBindingValue | null>(null)
