import { defineIsland } from '../_components/island/define-island.ts'
import { ScienceExplorer } from './science-explorer.tsx'

/** What the cards and the panel show of each topic; its publications are sent with the fields below. */
export const scienceTopicFields = ['slug', 'title', 'description', 'icon', 'indicators', 'sections', 'publications'] as const

/** What a topic's citations and links show of each publication it cites. */
export const citedPublicationFields = ['slug', 'title', 'authors', 'journal', 'year', 'volume', 'pages', 'doi', 'url'] as const

/** The science topic cards and the panel of the chosen one, on the home page. */
export const scienceExplorerIsland = defineIsland('science-explorer', ScienceExplorer)
