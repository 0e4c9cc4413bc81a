import { hydrateIslandsWhenNeeded } from '../_components/island/hydrate-islands-when-needed.ts'

hydrateIslandsWhenNeeded({
  'community-signup-form': async () => (await import('./community-signup-form-island.ts')).communitySignupFormIsland,
})
