/**
 * The home page answers at / and at one path per section it can scroll to: each path with the id
 * of its section (the sections are in sections/, the About section is the founder section).
 */
export const homeSectionRoutes = {
  '/mission': 'mission',
  '/about': 'about',
  '/science': 'science',
  '/supporting-orgs': 'supporting-orgs',
  '/advisors': 'advisors',
  '/contact': 'contact',
} as const

export const homePaths = ['/', ...Object.keys(homeSectionRoutes)]
