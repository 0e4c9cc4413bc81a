import type { FormName } from './form-registry.ts'

/** The address the form `name` is sent to: only a form of the registry has one. */
export function formPath<Name extends FormName>(name: Name): `/api/${Name}` {
  return `/api/${name}`
}
