import { defineIsland } from '../_components/island/define-island.ts'
import { RoleSignupForm } from '../_components/forms/role-signup-form.tsx'

/** The community sign-up form. */
export const communitySignupFormIsland = defineIsland('community-signup-form', RoleSignupForm)
