/**
 * Shown in a form that is in the page's HTML when the browser runs no scripts: such a form cannot
 * be sent, so the visitor learns that before filling it in, and where else to write.
 */
export function NoScriptNote() {
  return (
    <noscript>
      <p className="form-outcome form-outcome--error">
        This form needs JavaScript, which is turned off in this browser. You can email us instead: the address is at the foot of this page.
      </p>
    </noscript>
  )
}
