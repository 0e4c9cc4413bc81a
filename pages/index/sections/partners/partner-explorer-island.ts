import { defineIsland } from '#pages/_components/island/define-island.ts'
import { PartnerExplorer } from '#pages/_components/partner-explorer/partner-explorer.tsx'

/** The partner cards and the story of the chosen one, on the home page. */
export const partnerExplorerIsland = defineIsland('partner-explorer', PartnerExplorer)
