import { defineIsland } from '../_components/island/define-island.ts'
import { RoleSignupForm } from '../_components/forms/role-signup-form.tsx'

/** The advisor application form. */
export const advisorSignupFormIsland = defineIsland('advisor-signup-form', RoleSignupForm)
