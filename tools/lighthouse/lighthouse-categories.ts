/** The Lighthouse categories the site is held to, each at 100. */
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number]
