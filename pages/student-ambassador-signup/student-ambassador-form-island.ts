import { defineIsland } from '../_components/island/define-island.ts'
import { StudentAmbassadorForm } from '../_components/forms/student-ambassador-form.tsx'

/** The student ambassador application form. */
export const studentAmbassadorFormIsland = defineIsland('student-ambassador-form', StudentAmbassadorForm)
