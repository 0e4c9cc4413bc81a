import type { PageContextServer } from 'vike/types'
import { layoutData } from '../../renderer/layout-data.ts'
import { getSiteContent } from '../../scripts/content/site-content.server.ts'

export function data({ urlPathname }: PageContextServer) {
  const content = getSiteContent()
  const { settings } = content
  return {
    ...layoutData(content, { title: `${settings.name}: ${settings.tagline}`, description: settings.description, path: urlPathname }),
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
