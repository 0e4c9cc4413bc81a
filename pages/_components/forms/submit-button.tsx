interface SubmitButtonProps {
  label: string
  /** Shown instead of the label while the form is being sent, with the button disabled. */
  pendingLabel: string
  pending: boolean
}

export function SubmitButton({ label, pendingLabel, pending }: SubmitButtonProps) {
  return (
    <button type="submit" className="button button--primary form__submit" disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  )
}
