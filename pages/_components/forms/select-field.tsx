import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from './field.tsx'

interface SelectFieldProps<Option extends string> {
  id: string
  label: string
  error?: string | undefined
  required?: boolean
  registration: UseFormRegisterReturn
  /** The empty first choice, which asks the visitor to pick one. */
  placeholder: string
  options: readonly Option[]
  /** How an option reads, when not as its value. */
  optionLabel?: (option: Option) => string
}

/** A drop-down of fixed choices, starting on an empty one; its label and message as Field gives them. */
export function SelectField<Option extends string>({ registration, placeholder, options, optionLabel = (option) => option, ...field }: SelectFieldProps<Option>) {
  return (
    <Field {...field}>
      {(aria) => (
        <select {...aria} {...registration}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
