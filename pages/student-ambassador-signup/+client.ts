import { hydrateIslands } from '../_components/island/hydrate-islands.tsx'
import { studentAmbassadorFormIsland } from './student-ambassador-form-island.ts'

hydrateIslands([studentAmbassadorFormIsland])
