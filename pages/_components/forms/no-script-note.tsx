import './_form.scss'
import './_no-script-note.scss'

/**
 * Shown above a form in the page's HTML when the browser runs no scripts: such a form cannot be
 * sent, so the visitor learns that before filling it in, and where else to write. It belongs to the
 * page, not to the form's island, so that its text is not in the island's code.
 */
export function NoScriptNote() {
  return (
    <noscript>
      <p className="form-outcome form-outcome--error no-script-note">
        This form needs JavaScript, which is turned off in this browser. You can email us instead: the address is at the foot of this page.
      </p>
    </noscript>
  )
}
