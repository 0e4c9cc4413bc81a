import { SignupLayout } from '../_components/signup-layout/signup-layout.tsx'
import type { Data } from './+data.ts'

export default function Page({ page }: Data) {
  return <SignupLayout page={page} />
}
