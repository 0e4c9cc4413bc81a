import { use } from 'react'
import { get, type FieldError, type FieldValues, type Path } from 'react-hook-form'
import { CheckboxField } from './checkbox-field.tsx'
import { Field } from '#lib/forms/field.tsx'
import { FieldBinding } from './field-binding.ts'
import { SelectField } from './select-field.tsx'

interface BoundFieldProps<Values extends FieldValues> {
  /** The field's name in the form's values: it names the registration, the message and the id. */
  name: Path<Values>
  /** The end of the field's id, when it is not the name in kebab case. */
  idEnd?: string
  /** Marked beside the label; where the browser checks the form, also its required attribute. */
  required?: boolean
  type?: 'text' | 'email' | 'checkbox'
  autoComplete?: string
  maxLength?: number
  placeholder?: string
  /** A text area of this many rows instead of a one-line input. */
  rows?: number
  /** A drop-down of these choices, after an empty one that says `placeholder`. */
  options?: readonly string[]
  optionLabel?: (option: string) => string
}

const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * A field of the form around it (FieldBinding), named once: its label (the form registry's), its
 * id, its message and its registration all follow from the name. An input, a text area, a
 * drop-down or a tick box.
 */
export function BoundField<Values extends FieldValues>({
  name,
  idEnd,
  required = false,
  type = 'text',
  autoComplete,
  maxLength,
  placeholder,
  rows,
  options,
  optionLabel,
}: BoundFieldProps<Values>) {
  const { form, id, labels, browserChecks } = use(FieldBinding)!
  const field = { id: id(idEnd ?? kebabCase(name)), label: labels[name]!, error: (get(form.formState.errors, name) as FieldError | undefined)?.message }
  const browserRequired = (browserChecks && required) || undefined
  if (type === 'checkbox') return <CheckboxField {...field} registration={form.register(name)} required={browserRequired} />
  if (options) return <SelectField {...field} required={required} register={form.register} name={name} placeholder={placeholder ?? ''} options={options} optionLabel={optionLabel} />
  return (
    <Field {...field} required={required}>
      {(aria) =>
        rows ? (
          <textarea {...aria} rows={rows} maxLength={maxLength} {...form.register(name)} />
        ) : (
          <input {...aria} type={type} required={browserRequired} autoComplete={autoComplete} maxLength={maxLength} placeholder={placeholder} {...form.register(name)} />
        )
      }
    </Field>
  )
}
