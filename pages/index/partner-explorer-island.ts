import { defineIsland } from '../_components/island/define-island.ts'
import { PartnerExplorer } from './partner-explorer.tsx'

/** What the cards and the story panel show of each partner: the page sends these fields and no others. */
export const partnerCardFields = ['slug', 'name', 'kind', 'description', 'website', 'logo', 'focus', 'impact', 'sections'] as const

/** The partner cards and the story of the chosen one, on the home page. */
export const partnerExplorerIsland = defineIsland('partner-explorer', PartnerExplorer)
