import { defineIsland } from '#pages/_components/island/define-island.ts'
import { ScienceExplorer } from '#pages/_components/science-explorer/science-explorer.tsx'

/** The science topic cards and the panel of the chosen one, on the home page. */
export const scienceExplorerIsland = defineIsland('science-explorer', ScienceExplorer)
