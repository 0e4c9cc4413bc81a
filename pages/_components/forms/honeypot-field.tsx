import { SPAM_SIGNALS } from '#lib/forms/spam-signals.ts'

/**
 * A field people never see or reach (hidden by the stylesheet, out of the tab order); a robot
 * filling in every field fills it in too, and the server then stores the submission as spam.
 */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${SPAM_SIGNALS.honeypot}`
  return (
    <div className="form__trap">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={SPAM_SIGNALS.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
