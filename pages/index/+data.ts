import type { PageContextServer } from 'vike/types'
import { layoutData } from '../../renderer/layout-data.ts'
import { getSiteContent } from '../../lib/content/site-content.server.ts'
import { homeSectionRoutes } from './home-routes.ts'

export function data({ urlPathname }: PageContextServer) {
  const content = getSiteContent()
  const { settings } = content
  return {
    // The section routes show the same page, so search engines are pointed at / for all of them.
    ...layoutData(content, { title: `${settings.name}: ${settings.tagline}`, description: settings.description, path: '/' }),
    /** Where the page scrolls after loading: a section for /mission and the like, else the top. */
    scrollTarget: homeSectionRoutes[urlPathname as keyof typeof homeSectionRoutes] ?? 'top',
    settings,
    founder: content.founder,
    scienceTopics: content['science-topics'].map((topic) => ({
      ...topic,
      publications: topic.publications.map((slug) => content.publications.find((publication) => publication.slug === slug)!),
    })),
    advisors: content.advisors,
    ambassadors: content['student-ambassadors'],
    projects: content['research-projects'],
    partners: content.partners,
    podcasts: content.podcasts.toSorted((a, b) => b.date.localeCompare(a.date)),
    blogPosts: content['blog-posts'].toSorted((a, b) => b.date.localeCompare(a.date)),
  }
}

export type Data = ReturnType<typeof data>
