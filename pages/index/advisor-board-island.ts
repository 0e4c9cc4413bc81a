import { defineIsland } from '../_components/island/define-island.ts'
import { AdvisorBoard } from './advisor-board.tsx'

/** What the cards and the profile dialogs show of each advisor: the page sends these fields and no others. */
export const advisorCardFields = ['slug', 'name', 'title', 'bio', 'html', 'image', 'imageAlt', 'expertise', 'socials'] as const

/** The advisor cards and their profile dialogs, on the home page. */
export const advisorBoardIsland = defineIsland('advisor-board', AdvisorBoard)
