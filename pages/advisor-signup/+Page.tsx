import { RoleSignupForm } from '../_components/forms/role-signup-form.tsx'
import { Island } from '../_components/island/island.tsx'
import { SignupLayout } from '../_components/signup-layout/signup-layout.tsx'
import type { Data } from './+data.ts'

export default function Page({ page }: Data) {
  return (
    <SignupLayout page={page}>
      <Island name="advisor-signup-form" component={RoleSignupForm} props={{ variant: 'advisor' }} />
    </SignupLayout>
  )
}
