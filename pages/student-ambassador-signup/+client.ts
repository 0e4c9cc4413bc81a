import { hydrateIslandsWhenNeeded } from '../_components/island/hydrate-islands-when-needed.ts'

hydrateIslandsWhenNeeded({
  'student-ambassador-form': async () => (await import('./student-ambassador-form-island.ts')).studentAmbassadorFormIsland,
})
