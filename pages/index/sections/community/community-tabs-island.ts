import { defineIsland } from '#pages/_components/island/define-island.ts'
import { CommunityTabs } from './community-tabs.tsx'

/** The podcast and blog tabs, on the home page. */
export const communityTabsIsland = defineIsland('community-tabs', CommunityTabs)
