import type { Locator } from '@playwright/test'
import type { Field } from './field.ts'
import { fieldLocator } from './field-locator.ts'

/** Fills each field inside `scope` as a visitor would: types the text, picks the option, ticks or clears the box. */
export async function fillFields(scope: Locator, fields: Field[]): Promise<void> {
  for (const field of fields) {
    const control = fieldLocator(scope, field)
    if (typeof field.value === 'boolean') await control.setChecked(field.value)
    else if (field.role === 'combobox') await control.selectOption(field.value)
    else await control.fill(field.value)
  }
}
