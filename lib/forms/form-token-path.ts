import { FORM_TOKEN_PATH } from './spam-signals.ts'

/** Where the form sent to `formPath` (/api/<form>) asks for its token: a token is made for one form and buys one submission of it. */
export function formTokenPath(formPath: string): string {
  return `${FORM_TOKEN_PATH}?form=${encodeURIComponent(formPath.slice(formPath.lastIndexOf('/') + 1))}`
}
