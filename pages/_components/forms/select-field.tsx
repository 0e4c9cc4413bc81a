import type { FieldValues, Path, UseFormRegister } from 'react-hook-form'
import { Field } from '#lib/forms/field.tsx'

interface SelectFieldProps<Values extends FieldValues, Option extends string> {
  id: string
  label: string
  error?: string | undefined
  required?: boolean
  /**
   * The form's register and the field's name. The field registers when it renders, like the
   * inputs around it, so the form keeps its fields in page order and focuses the first refused one.
   */
  register: UseFormRegister<Values>
  name: Path<Values>
  /** The empty first choice, which asks the visitor to pick one. */
  placeholder: string
  options: readonly Option[]
  /** How an option reads, when not as its value. */
  optionLabel?: (option: Option) => string
}

/** A drop-down of fixed choices, starting on an empty one; its label and message as Field gives them. */
export function SelectField<Values extends FieldValues, Option extends string>({
  register,
  name,
  placeholder,
  options,
  optionLabel = (option) => option,
  ...field
}: SelectFieldProps<Values, Option>) {
  return (
    <Field {...field}>
      {(aria) => (
        <select {...aria} {...register(name)}>
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
