/**
 * Where the header and the footer link to, with the labels of the specification: each list shows,
 * in this order, the places that have a label in it.
 */
const places: { href: string; header?: string; footer?: string }[] = [
  { href: '/', header: 'Home', footer: 'Home' },
  { href: '/#about', header: 'Our People', footer: 'About Our Founder' },
  { href: '/#science', header: 'Research', footer: 'Science Behind It' },
  { href: '/play-with-me', header: 'Play With Me' },
  { href: '/#supporting-orgs', header: 'Partners' },
  { href: '/#community', header: 'Community' },
  { href: '/#advisors', footer: 'Our Board of Advisors' },
  { href: '/#contact', footer: 'Get in Touch' },
]

const linksIn = (list: 'header' | 'footer') => places.flatMap(({ href, [list]: label }) => (label ? [{ label, href }] : []))

export const headerLinks = linksIn('header')

export const headerCallToAction = { label: 'Contact Us', href: '/#contact' } as const

export const footerLinks = linksIn('footer')
