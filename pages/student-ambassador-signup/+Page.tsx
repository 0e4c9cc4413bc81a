import { StudentAmbassadorForm } from '../_components/forms/student-ambassador-form.tsx'
import { Island } from '../_components/island/island.tsx'
import { SignupLayout } from '../_components/signup-layout/signup-layout.tsx'
import type { Data } from './+data.ts'

export default function Page({ page }: Data) {
  return (
    <SignupLayout page={page}>
      <Island name="student-ambassador-form" component={StudentAmbassadorForm} props={{}} />
    </SignupLayout>
  )
}
