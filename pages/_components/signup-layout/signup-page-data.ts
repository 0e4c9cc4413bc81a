import type { SiteContent } from '#lib/content/collections.ts'
import type { signupPagesCollection } from '#lib/content/collections/signup-pages.ts'
import { layoutData } from '#renderer/layout-data.ts'

/** Data for one of the three sign-up pages, named by its file in content/signup-pages. */
export function signupPageData(content: SiteContent, slug: (typeof signupPagesCollection.required)[number]) {
  const page = content['signup-pages'].find((entry) => entry.slug === slug)
  if (!page) throw new Error(`content/signup-pages/${slug}.md is missing`)
  return { ...layoutData(content, { title: `${page.title} | ${content.settings.name}`, description: page.description, path: `/${slug}` }), page }
}

export type SignupPageData = ReturnType<typeof signupPageData>
