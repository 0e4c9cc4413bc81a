/** Where the console's own few rules are served, after the site's style sheets. */
export const STAFF_STYLESHEET_PATH = '/staff/staff.css'

/**
 * What the site's style sheets do not give a page without the site's header: room above the
 * content, and text fields of the site's colours and of a size to hit. Colours are the site's
 * tokens, so both themes stay as accessible as the site.
 */
export const STAFF_STYLESHEET = `/* :root outweighs the site's rule for pages without script, html:not(.has-js) main. */
:root .staff-console {
  max-width: 40rem;
  padding-block: 3rem;
}
.staff-console input:not([type='hidden']) {
  width: 100%;
  max-width: 24rem;
  min-height: 2.75rem;
  margin-top: 0.25rem;
  padding: 0.5rem 0.75rem;
  border: 2px solid var(--colour-border);
  border-radius: 0.5rem;
  background: var(--colour-surface);
  color: var(--colour-text);
  font: inherit;
}
`
