import type { Data } from './+data.ts'

export function ContactSection({ settings }: Pick<Data, 'settings'>) {
  return (
    <section id="contact" className="section" aria-labelledby="contact-heading">
      <h2 id="contact-heading">{settings.contact.heading}</h2>
      <p>{settings.contact.intro}</p>
    </section>
  )
}
