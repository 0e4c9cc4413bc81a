import type { Locator } from '@playwright/test'
import type { Field } from './field.ts'

/** The control `field` names inside `scope`. */
export function fieldLocator(scope: Locator, field: Field): Locator {
  return scope.getByRole(field.role, { name: field.name, exact: typeof field.name === 'string' })
}
