import { createError, defineEventHandler, getQuery } from 'h3'
import { isFormName } from '../forms/form-definitions.server.ts'
import type { FormTokens } from './form-tokens.server.ts'

/**
 * GET /api/form-token?form=<form>: a token for that form, signed now. A page that asks without
 * naming a form of the site (one opened before tokens were bound to their form) gets 400, and its
 * form is then sent without a token: stored, flagged as likely spam, never lost.
 */
export function formTokenHandler(formTokens: FormTokens) {
  return defineEventHandler((event) => {
    const { form } = getQuery(event)
    if (typeof form !== 'string' || !isFormName(form)) throw createError({ statusCode: 400, statusMessage: 'This page is out of date. Please reload it and try again.' })
    return { token: formTokens.issue(form) }
  })
}
