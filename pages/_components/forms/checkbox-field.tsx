import type { UseFormRegisterReturn } from 'react-hook-form'

interface CheckboxFieldProps {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error?: string | undefined
  /** A browser-level required tick box (the play registration's consent). */
  required?: boolean
}

/** A tick box with its label after it and, when refused, a message linked by aria-describedby. */
export function CheckboxField({ id, label, registration, error, required = false }: CheckboxFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="field__checkbox"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  )
}
