import { defineIsland } from '../_components/island/define-island.ts'
import { PlayWithMeDialogs } from './play-with-me-dialogs.tsx'

/** The two Play With Me sign-up dialogs; the page shows them twice. */
export const playWithMeDialogsIsland = defineIsland('play-with-me-dialogs', PlayWithMeDialogs)
