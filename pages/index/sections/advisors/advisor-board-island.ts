import { defineIsland } from '../../../_components/island/define-island.ts'
import { AdvisorBoard } from '../../../_components/advisor-board/advisor-board.tsx'

/** The advisor cards and their profile dialogs, on the home page. */
export const advisorBoardIsland = defineIsland('advisor-board', AdvisorBoard)
