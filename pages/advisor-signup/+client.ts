import { hydrateIslands } from '../_components/island/hydrate-islands.tsx'
import { advisorSignupFormIsland } from './advisor-signup-form-island.ts'

hydrateIslands([advisorSignupFormIsland])
