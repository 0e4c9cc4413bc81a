import type { ReactNode } from 'react'

export interface FieldAria {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  'aria-required': true | undefined
}

interface FieldProps {
  id: string
  label: ReactNode
  /** The message beside the field when its value is not accepted. */
  error?: string | undefined
  /** Marks the label of a field the form cannot be sent without. */
  required?: boolean
  /** Renders the control with the id and ARIA attributes that tie it to its label and message. */
  children(aria: FieldAria): ReactNode
}

/**
 * A labelled form control with its error message beside it, linked by aria-describedby: the site's
 * forms and the pages the server writes itself (the staff console) share it, so a field looks and
 * reads the same in both.
 */
export function Field({ id, label, error, required = false, children }: FieldProps) {
  const errorId = `${id}-error`
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined, 'aria-required': required || undefined })}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  )
}
