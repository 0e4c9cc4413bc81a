import { z } from 'zod'
import { text } from '../fields/text.ts'
import { titled } from '../fields/titled.ts'

/** content/signup-pages: the words of each sign-up page around its form. */
export const signupPageSchema = z.strictObject({
  title: text(),
  description: text(),
  heading: text(),
  intro: text(),
  cardsHeading: text(),
  cards: z.array(titled).min(1),
  lists: z.array(z.strictObject({ heading: text(), items: z.array(text()).min(1) })).default([]),
})
