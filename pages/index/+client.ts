import { ContactForm } from '../_components/forms/contact-form.tsx'
import { hydrateIslands } from '../_components/island/hydrate-islands.tsx'
import { AdvisorBoard } from './advisor-board.tsx'
import { CommunityTabs } from './community-tabs.tsx'
import { PartnerExplorer } from './partner-explorer.tsx'
import { ScienceExplorer } from './science-explorer.tsx'

hydrateIslands({
  'science-explorer': ScienceExplorer,
  'advisor-board': AdvisorBoard,
  'partner-explorer': PartnerExplorer,
  'community-tabs': CommunityTabs,
  'contact-form': ContactForm,
})
