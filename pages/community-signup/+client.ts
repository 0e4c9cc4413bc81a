import { hydrateIslands } from '../_components/island/hydrate-islands.tsx'
import { communitySignupFormIsland } from './community-signup-form-island.ts'

hydrateIslands([communitySignupFormIsland])
