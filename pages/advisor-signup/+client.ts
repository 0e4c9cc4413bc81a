import { RoleSignupForm } from '../_components/forms/role-signup-form.tsx'
import { hydrateIslands } from '../_components/island/hydrate-islands.tsx'

hydrateIslands({ 'advisor-signup-form': RoleSignupForm })
