import type { FormName } from './form-registry.ts'
import { FORM_TOKEN_PATH } from './spam-signals.ts'

/** Where the form `name` asks for its token: a token is made for one form and buys one submission of it. */
export function formTokenPath(name: FormName): string {
  return `${FORM_TOKEN_PATH}?form=${encodeURIComponent(name)}`
}
