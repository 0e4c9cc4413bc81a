/**
 * What visitors type into the search, with the right first result: `answer` is where it leads (a
 * path, the part after # left out unless the answer names one), or `null` where nothing on the
 * site matches and "Nothing found" is the truth; `sameAs` is the query spelt right, whose first
 * result a mistyped query must find too. The answers are the site's pages and sections, which stay
 * where they are whatever the editors add.
 */
export type SearchQuery = { query: string; answer: string | null } | { query: string; sameAs: string }

export const SEARCH_QUERIES: readonly SearchQuery[] = [
  { query: 'how to join', answer: '/community-signup' },
  { query: 'join our community', answer: '/community-signup' },
  { query: 'sign up', answer: '/community-signup' },
  { query: 'research updates', answer: '/community-signup' },
  { query: 'advisor', answer: '/advisor-signup' },
  { query: 'become an advisor', answer: '/advisor-signup' },
  { query: 'advisory board', answer: '/advisor-signup' },
  { query: 'student ambassador', answer: '/student-ambassador-signup' },
  { query: 'ambassador', answer: '/student-ambassador-signup' },
  { query: 'ambasador', sameAs: 'ambassador' },
  { query: 'school', answer: '/student-ambassador-signup' },
  { query: 'podcasts', answer: '/podcasts' },
  { query: 'podcast', answer: '/podcasts' },
  { query: 'blog posts', answer: '/blog' },
  { query: 'blog', answer: '/blog' },
  { query: 'play with me', answer: '/play-with-me' },
  { query: 'volunteer', answer: '/play-with-me' },
  { query: 'volunter', sameAs: 'volunteer' },
  { query: 'online games', answer: '/play-with-me' },
  { query: 'research', answer: '/research' },
  { query: 'reserch projects', sameAs: 'research projects' },
  { query: 'meltdown prediction', answer: '/research' },
  { query: 'meltdwon', sameAs: 'meltdown' },
  { query: 'sensroy overload', sameAs: 'sensory overload' },
  { query: 'partners', answer: '/#supporting-orgs' },
  { query: 'partner organizations', answer: '/#supporting-orgs' },
  { query: 'donate', answer: null },
  { query: 'xqzv', answer: null },
  { query: 'cryptocurrency', answer: null },
  { query: 'recipe', answer: null },
]
