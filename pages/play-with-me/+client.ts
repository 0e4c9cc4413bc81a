import { hydrateIslands } from '../_components/island/hydrate-islands.tsx'
import { playWithMeDialogsIsland } from './play-with-me-dialogs-island.ts'

hydrateIslands([playWithMeDialogsIsland])
