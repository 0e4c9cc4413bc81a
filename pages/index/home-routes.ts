/** The home page answers at / and at one path per section it can scroll to. */
export const homeSectionRoutes = {
  '/mission': 'mission',
  '/about': 'about',
  '/science': 'science',
  '/supporting-orgs': 'supporting-orgs',
  '/advisors': 'advisors',
  '/contact': 'contact',
} as const

export const homePaths = ['/', ...Object.keys(homeSectionRoutes)]
