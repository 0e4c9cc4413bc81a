import { hydrateIslandsWhenNeeded } from '../_components/island/hydrate-islands-when-needed.ts'

hydrateIslandsWhenNeeded({
  'advisor-signup-form': async () => (await import('./advisor-signup-form-island.ts')).advisorSignupFormIsland,
})
