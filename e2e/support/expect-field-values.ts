import { expect, type Locator } from '@playwright/test'
import type { Field } from './field.ts'
import { fieldLocator } from './field-locator.ts'

/** Expects each field inside `scope` to hold its value (or, with `cleared`, to be empty or unticked again). */
export async function expectFieldValues(scope: Locator, fields: Field[], { cleared = false } = {}): Promise<void> {
  for (const field of fields) {
    const control = fieldLocator(scope, field)
    if (typeof field.value === 'boolean') await expect(control).toBeChecked({ checked: cleared ? false : field.value })
    else await expect(control).toHaveValue(cleared ? '' : field.value)
  }
}
