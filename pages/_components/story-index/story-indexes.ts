/**
 * The two lists of stories with pages of their own: every episode at /podcasts, every post at
 * /blog, newest first. Their headings are the names of the home page's tabs, which link to them.
 */
export const storyIndexes = {
  podcasts: { path: '/podcasts', heading: 'Podcasts', allLabel: 'All Podcasts' },
  blog: { path: '/blog', heading: 'Blog Posts', allLabel: 'All Blog Posts' },
} as const

export type StoryIndex = (typeof storyIndexes)[keyof typeof storyIndexes]
