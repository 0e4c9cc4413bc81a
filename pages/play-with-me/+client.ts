import { hydrateIslandsWhenNeeded } from '../_components/island/hydrate-islands-when-needed.ts'

hydrateIslandsWhenNeeded({
  'play-with-me-dialogs': async () => (await import('./play-with-me-dialogs-island.ts')).playWithMeDialogsIsland,
})
