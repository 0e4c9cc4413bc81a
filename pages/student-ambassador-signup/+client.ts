import { StudentAmbassadorForm } from '../_components/forms/student-ambassador-form.tsx'
import { hydrateIslands } from '../_components/island/hydrate-islands.tsx'

hydrateIslands({ 'student-ambassador-form': StudentAmbassadorForm })
