import { isRasterPicture } from '#lib/pictures/is-raster-picture.ts'
import { paragraphsOf } from './paragraphs-of.ts'
import { siteContent } from './site-content.ts'
import { storyLists } from './story-lists.ts'
import { storyPages } from './story-pages.ts'

const { settings, founder } = siteContent

/** A sign-up page's heading and the headings of its cards and lists. */
const signupTexts = (slug: string) => {
  const page = siteContent['signup-pages'].find((each) => each.slug === slug)
  if (!page) throw new Error(`content/signup-pages/${slug}.md is missing`)
  return [page.heading, page.cardsHeading, ...page.lists.map((list) => list.heading)]
}

/** A page of the built site: its path, text its served HTML must contain, and the template it is made from. */
export interface Route {
  path: string
  text: string[]
  /**
   * The page's template and state: pages with one template differ only in the entries they show
   * (each story's page, each page of a list), so what holds of the template's look holds of them all.
   */
  template: string
}

/** The home page's section addresses: the home page itself, scrolled to a section. */
export const homeSections = ['/mission', '/about', '/science', '/advisors', '/supporting-orgs', '/contact']

/**
 * Every page of the built site, with text its served HTML must contain before any script runs:
 * headings and labels the pages' code sets, and the editors' texts of the content it was built from.
 */
export const routes: Route[] = [
  {
    path: '/',
    text: [
      settings.hero.badge,
      settings.mission.heading,
      founder.name,
      'Research Overview',
      settings.advisoryBoard.heading,
      settings.partnersSection.heading,
      settings.community.heading,
      ...storyLists.map((list) => list.allLabel),
      settings.contact.heading,
    ],
  },
  { path: '/mission', text: [settings.mission.heading, ...settings.mission.pillars.map((pillar) => pillar.title)] },
  { path: '/about', text: [founder.badge, 'My Story'] },
  { path: '/science', text: [...siteContent['science-topics'].map((topic) => topic.title), 'Key Warning Signs', 'Published Research', 'Intervention Strategies'] },
  {
    path: '/advisors',
    text: [
      ...settings.advisoryBoard.benefits.map((benefit) => benefit.title),
      ...siteContent.advisors.map((advisor) => advisor.name),
      'Support Us as an Advisor',
      'Become a Student Ambassador',
    ],
  },
  { path: '/supporting-orgs', text: [...siteContent.partners.map((partner) => partner.name), ...siteContent.partners[0]!.impact] },
  { path: '/contact', text: [settings.contact.heading, settings.email] },
  {
    path: '/research',
    text: [
      settings.research.heading,
      ...settings.research.topics,
      ...settings.research.focusAreas.map((area) => area.title),
      ...siteContent['research-projects'].map((project) => project.title),
      'Subscribe to Research Updates',
      'Join as Research Participant',
    ],
  },
  {
    path: '/play-with-me',
    text: [settings.playWithMe.heading, ...siteContent.games.map((game) => game.name), 'How It Works', ...settings.playWithMe.howItWorks.map((step) => step.title)],
  },
  { path: '/community-signup', text: signupTexts('community-signup') },
  { path: '/advisor-signup', text: signupTexts('advisor-signup') },
  { path: '/student-ambassador-signup', text: signupTexts('student-ambassador-signup') },
  { path: '/search', text: ['Search', 'Words to look for', 'needs JavaScript', ...storyLists.map((list) => list.heading), settings.research.heading, settings.playWithMe.heading] },
  { path: '/no-such-page', text: ['404 Page Not Found', "We're sorry, the page you are looking for doesn't exist or has been moved.", 'Return to Home'] },
]
  .map((route) => ({ ...route, template: homeSections.includes(route.path) ? '/' : route.path }))
  .concat(
    storyLists.flatMap((list) =>
      list.pages.map((page) => ({
        path: page.path,
        text: [list.heading, ...page.stories.map((story) => story.title)],
        // The first page and the others differ in their links to pages before them.
        template: `${list.path}, page ${page.number === 1 ? '1' : 'after the first'}`,
      })),
    ),
    storyPages.map((page) => ({
      path: page.path,
      text: [page.title, page.summary, ...paragraphsOf(page.html).slice(0, 1)],
      template: `${page.kind} page with ${isRasterPicture(page.image) ? 'a photo' : 'a drawing'}`,
    })),
  )

/** One page of each template and state (the first of its kind in `routes`): where a check of the template's look needs no more. */
export const templateRoutes: Route[] = routes.filter((route, index) => routes.findIndex((each) => each.template === route.template) === index)

/** A template route as test titles name it: its path, then its template where that is not the path itself. */
export const templateTitle = ({ path, template }: Route): string => `${path} (${template === path ? 'its own template' : template})`
