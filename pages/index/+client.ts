import { hydrateIslandsWhenNeeded } from '../_components/island/hydrate-islands-when-needed.ts'

// Each island's code is imported only when that island nears the viewport or is first used.
hydrateIslandsWhenNeeded({
  'science-explorer': async () => (await import('./sections/science/science-explorer-island.ts')).scienceExplorerIsland,
  'advisor-board': async () => (await import('./sections/advisors/advisor-board-island.ts')).advisorBoardIsland,
  'partner-explorer': async () => (await import('./sections/partners/partner-explorer-island.ts')).partnerExplorerIsland,
  'community-tabs': async () => (await import('./sections/community/community-tabs-island.ts')).communityTabsIsland,
  'contact-form': async () => (await import('./sections/contact/contact-form-island.ts')).contactFormIsland,
})
