import { defineIsland } from '../_components/island/define-island.ts'
import { StudentAmbassadorForm } from './student-ambassador-form.tsx'

/** The student ambassador application form. */
export const studentAmbassadorFormIsland = defineIsland('student-ambassador-form', StudentAmbassadorForm)
