/**
 * Where a form keeps the form token fetched for it: a property of the form element itself, so that
 * public/scripts/site.js and the island share it though they are separate scripts. site.js starts
 * the fetch when the visitor first uses a form marked `data-form-token` (possibly before the
 * island's code has run); the island sends the token with the form. The promise holds the answer's
 * JSON body, `{ token }`, or nothing when the fetch failed; it never rejects.
 */
export interface FormTokenHolder {
  senseaheadFormToken?: Promise<unknown>
}
