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
.staff-console input:not([type='hidden'], [type='radio'], [type='checkbox']),
.staff-console textarea,
.staff-console select {
  min-height: 2.75rem;
  margin-top: 0.25rem;
  padding: 0.5rem 0.75rem;
  border: 2px solid var(--colour-border);
  border-radius: 0.5rem;
  background: var(--colour-surface);
  color: var(--colour-text);
  font: inherit;
}
.staff-console input:not([type='hidden'], [type='radio'], [type='checkbox']) {
  width: 100%;
  max-width: 24rem;
}
.staff-console__chart {
  display: block;
  width: 100%;
  height: auto;
  margin-block: 1rem;
}
.staff-console textarea {
  width: 100%;
}
/* The site's forms space their fields and notices by the form's grid; here each stands apart as a paragraph would. */
.staff-console :is(.field, .form-outcome) {
  margin-block: 1em;
}
/* A radio button or checkbox stays beside its label, at a size easy to hit. */
.staff-console input:is([type='radio'], [type='checkbox']) {
  width: 1.5rem;
  height: 1.5rem;
  margin: 0 0.5rem 0 0;
  vertical-align: middle;
  accent-color: var(--colour-primary);
}
:root .staff-console--wide {
  max-width: 72rem;
}
:root .staff-console__header {
  padding-block: 1rem 0;
}
.staff-console__nav {
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem;
  padding: 0;
  list-style: none;
}
.staff-console table {
  width: 100%;
  margin-bottom: 2rem;
  border-collapse: collapse;
}
.staff-console th,
.staff-console td {
  padding: 0.5rem;
  border-bottom: 1px solid var(--colour-border);
  text-align: left;
  vertical-align: top;
}
.staff-console :is(th, td, dd, h1) {
  /* A long address or reference breaks rather than pushing the page wider than a phone. */
  overflow-wrap: anywhere;
}
/* On a phone each row becomes a card: its cells one under the other, each named by its column. */
@media (max-width: 40rem) {
  .staff-console :is(table, tbody, tr, th, td) {
    display: block;
  }
  .staff-console thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .staff-console tr {
    padding-block: 0.5rem;
    border-bottom: 1px solid var(--colour-border);
  }
  .staff-console :is(th, td) {
    padding: 0.25rem 0;
    border-bottom: 0;
  }
  /* Screen readers hear the column from the table itself, so the shown name has empty alternative text. */
  .staff-console td[data-label]::before {
    content: attr(data-label) ': ' / '';
    font-weight: 700;
  }
}
.staff-console dd {
  margin: 0 0 1rem;
  white-space: pre-wrap;
}
.staff-console dt {
  font-weight: 700;
}
.staff-console__filters {
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: end;
}
.staff-console__filters input:not([type='hidden'], [type='radio'], [type='checkbox']) {
  width: auto;
}
.staff-console :focus-visible {
  outline: 3px solid var(--colour-text);
  outline-offset: 2px;
}
`
