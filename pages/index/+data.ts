import type { PageContextServer } from 'vike/types'
import { layoutData } from '#renderer/layout-data.ts'
import { getSiteContent } from '#lib/content/site-content.server.ts'
import { pickFields } from '#lib/pick-fields/pick-fields.ts'
import { advisorCardFields } from '../_components/advisor-board/advisor-card-fields.ts'
import { blogPostCard } from '../_components/story-card/blog-post-card.ts'
import { podcastCard } from '../_components/story-card/podcast-card.ts'
import { latestOnHome } from '#lib/content/latest-on-home.ts'
import { homeSectionRoutes } from './home-routes.ts'
import { partnerCardFields } from '../_components/partner-explorer/partner-card-fields.ts'
import { citedPublicationFields } from '../_components/science-explorer/cited-publication-fields.ts'
import { scienceTopicFields } from '../_components/science-explorer/science-topic-fields.ts'
import { blogPostingData } from '../_components/structured-data/blog-posting-data.ts'
import { podcastEpisodeData } from '../_components/structured-data/podcast-episode-data.ts'
import { scholarlyArticleData } from '../_components/structured-data/scholarly-article-data.ts'

export function data({ urlPathname }: PageContextServer) {
  const content = getSiteContent()
  const { settings } = content
  const publications = pickFields(content.publications, citedPublicationFields)
  // The newest few of each: /podcasts and /blog list them all, so the page stays the same size however many there are.
  const podcasts = latestOnHome(content.podcasts, settings)
  const blogPosts = latestOnHome(content['blog-posts'], settings)
  const cited = publications.filter((publication) => content['science-topics'].some((topic) => topic.publications.includes(publication.slug)))
  // Search engines learn of the episodes, posts and papers the page shows from the same lists.
  const structuredData = [
    ...podcasts.map((episode) => podcastEpisodeData(episode, settings)),
    ...blogPosts.map((post) => blogPostingData(post, settings.siteUrl)),
    ...cited.map(scholarlyArticleData),
  ]
  // The islands' lists (advisors, partners, topics) carry only the fields each island shows.
  return {
    // The section routes show the same page, so search engines are pointed at / for all of them.
    ...layoutData(content, { title: `${settings.name}: ${settings.tagline}`, description: settings.description, path: '/', structuredData }),
    /** Where the page scrolls after loading: a section for /mission and the like, else the top. */
    scrollTarget: homeSectionRoutes[urlPathname as keyof typeof homeSectionRoutes] ?? 'top',
    settings,
    founder: content.founder,
    scienceTopics: pickFields(content['science-topics'], scienceTopicFields).map((topic) => ({
      ...topic,
      publications: topic.publications.map((slug) => publications.find((publication) => publication.slug === slug)!),
    })),
    advisors: pickFields(content.advisors, advisorCardFields),
    ambassadors: content['student-ambassadors'],
    projects: content['research-projects'],
    partners: pickFields(content.partners, partnerCardFields),
    // The tabs get their cards built, with only what each card shows, so the code that builds them stays on the server.
    podcastCards: podcasts.map(podcastCard),
    blogPostCards: blogPosts.map(blogPostCard),
  }
}

export type Data = ReturnType<typeof data>
