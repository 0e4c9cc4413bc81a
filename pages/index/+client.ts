import { hydrateIslandsWhenNeeded } from '../_components/island/hydrate-islands-when-needed.ts'

// Each island's code is imported only when that island nears the viewport or is first used.
hydrateIslandsWhenNeeded({
  'science-explorer': async () => (await import('./science-explorer-island.ts')).scienceExplorerIsland,
  'advisor-board': async () => (await import('./advisor-board-island.ts')).advisorBoardIsland,
  'partner-explorer': async () => (await import('./partner-explorer-island.ts')).partnerExplorerIsland,
  'community-tabs': async () => (await import('./community-tabs-island.ts')).communityTabsIsland,
  'contact-form': async () => (await import('./contact-form-island.ts')).contactFormIsland,
})
