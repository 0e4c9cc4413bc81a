import { Island } from '../_components/island/island.tsx'
import { SignupLayout } from '../_components/signup-layout/signup-layout.tsx'
import type { Data } from './+data.ts'
import { communitySignupFormIsland } from './community-signup-form-island.ts'

export default function Page({ page }: Data) {
  return (
    <SignupLayout page={page}>
      <Island island={communitySignupFormIsland} props={{ form: 'community-signup' }} />
    </SignupLayout>
  )
}
