import { hydrateIslands } from '../_components/island/hydrate-islands.tsx'
import { advisorBoardIsland } from './advisor-board-island.ts'
import { communityTabsIsland } from './community-tabs-island.ts'
import { contactFormIsland } from './contact-form-island.ts'
import { partnerExplorerIsland } from './partner-explorer-island.ts'
import { scienceExplorerIsland } from './science-explorer-island.ts'

hydrateIslands([scienceExplorerIsland, advisorBoardIsland, partnerExplorerIsland, communityTabsIsland, contactFormIsland])
