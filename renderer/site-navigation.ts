/** Header and footer links, with the labels and targets of the specification. */
export const headerLinks = [
  { label: 'Home', href: '/' },
  { label: 'Our People', href: '/#about' },
  { label: 'Research', href: '/#science' },
  { label: 'Play With Me', href: '/play-with-me' },
  { label: 'Partners', href: '/#supporting-orgs' },
  { label: 'Community', href: '/#community' },
] as const

export const headerCallToAction = { label: 'Contact Us', href: '/#contact' } as const

export const footerLinks = [
  { label: 'Home', href: '/' },
  { label: 'About Our Founder', href: '/#about' },
  { label: 'Science Behind It', href: '/#science' },
  { label: 'Our Board of Advisors', href: '/#advisors' },
  { label: 'Get in Touch', href: '/#contact' },
] as const
