/** The pages whose script weight the bench measures. */
export const BENCHED_PAGES = ['/', '/research', '/podcasts', '/blog', '/play-with-me', '/community-signup', '/advisor-signup', '/student-ambassador-signup', '/search', '/404']
