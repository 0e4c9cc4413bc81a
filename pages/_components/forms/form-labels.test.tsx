import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { FORMS, type FormName } from '#lib/forms/form-registry.ts'
import { ContactForm } from '#pages/index/sections/contact/contact-form.tsx'
import { PlayRegistrationForm } from '#pages/play-with-me/play-registration-form.tsx'
import { VolunteerApplicationForm } from '#pages/play-with-me/volunteer-application-form.tsx'
import { StudentAmbassadorForm } from '#pages/student-ambassador-signup/student-ambassador-form.tsx'
import { RoleSignupForm } from './role-signup-form.tsx'

const dialogProps = { idPrefix: 'test', replyTime: '2-3 business days', submitting: false, onSubmittingChange() {}, onSent() {}, onFailed() {} }

/** Each form of the registry as its page renders it. */
const RENDERED: Record<FormName, ReactElement> = {
  contact: <ContactForm />,
  'community-signup': <RoleSignupForm form="community-signup" />,
  'advisor-signup': <RoleSignupForm form="advisor-signup" />,
  'student-ambassador-signup': <StudentAmbassadorForm />,
  'play-signup': <PlayRegistrationForm {...dialogProps} />,
  'volunteer-signup': <VolunteerApplicationForm {...dialogProps} />,
}

const unescape = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The label the visitor reads beside each field, by the field's name. */
function renderedLabels(markup: string): Record<string, string> {
  const labels: Record<string, string> = {}
  for (const [, id, text] of markup.matchAll(/<label class="field__label" for="([^"]+)">([^<]*)/g)) {
    const control = new RegExp(`<(?:input|textarea|select)\\b[^>]*\\bid="${id}"[^>]*>`).exec(markup)?.[0]
    const name = control && /\bname="([^"]+)"/.exec(control)?.[1]
    if (name) labels[name] = unescape(text!)
  }
  return labels
}

describe('Every form shows each field under the label the registry keeps for it', () => {
  test.each(Object.keys(RENDERED) as FormName[])('%s', (name) => {
    expect(renderedLabels(renderToStaticMarkup(RENDERED[name]))).toEqual(FORMS[name].labels)
  })
})
