import { PlayWithMeDialogs } from '../_components/forms/play-with-me-dialogs.tsx'
import { hydrateIslands } from '../_components/island/hydrate-islands.tsx'

hydrateIslands({ 'play-with-me-dialogs': PlayWithMeDialogs })
