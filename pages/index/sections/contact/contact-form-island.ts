import { defineIsland } from '#pages/_components/island/define-island.ts'
import { ContactForm } from './contact-form.tsx'

/** The contact form, on the home page. */
export const contactFormIsland = defineIsland('contact-form', ContactForm)
