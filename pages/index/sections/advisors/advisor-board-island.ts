import { defineIsland } from '#pages/_components/island/define-island.ts'
import { AdvisorBoard } from '#pages/_components/advisor-board/advisor-board.tsx'

/** The advisor cards and their profile dialogs, on the home page. */
export const advisorBoardIsland = defineIsland('advisor-board', AdvisorBoard)
