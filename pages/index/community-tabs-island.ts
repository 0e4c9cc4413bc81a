import { defineIsland } from '../_components/island/define-island.ts'
import { CommunityTabs } from './community-tabs.tsx'

/** What a podcast card shows: the page sends these fields of each episode and no others. */
export const podcastCardFields = ['slug', 'title', 'description', 'host', 'durationMinutes', 'date', 'category', 'audioUrl', 'image', 'imageAlt'] as const

/** What a blog post card shows: the page sends these fields of each post and no others. */
export const blogPostCardFields = ['slug', 'title', 'excerpt', 'author', 'date', 'readTimeMinutes', 'category', 'link', 'image', 'imageAlt'] as const

/** The podcast and blog tabs, on the home page. */
export const communityTabsIsland = defineIsland('community-tabs', CommunityTabs)
