import { NoScriptNote } from '#pages/_components/forms/no-script-note.tsx'
import { Island } from '#pages/_components/island/island.tsx'
import { Section } from '#pages/_components/section/section.tsx'
import { telephoneHref } from '#lib/telephone-href/telephone-href.ts'
import type { Data } from '#pages/index/+data.ts'
import { contactFormIsland } from './contact-form-island.ts'
import './_contact-section.scss'

export function ContactSection({ settings }: Pick<Data, 'settings'>) {
  return (
    <Section id="contact" heading={settings.contact.heading} intro={settings.contact.intro} variant="muted" className="contact-section" containerClassName="contact-section__layout">
      {(header) => (
        <>
          <div className="contact-section__intro">
            {header}
            <ul className="contact-section__details">
              <li>
                <span>Email</span> <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </li>
              <li>
                <span>Phone</span> <a href={telephoneHref(settings.phone)}>{settings.phone}</a>
              </li>
            </ul>
          </div>
          <div className="contact-section__form">
            <NoScriptNote />
            <Island island={contactFormIsland} props={{}} />
          </div>
        </>
      )}
    </Section>
  )
}
