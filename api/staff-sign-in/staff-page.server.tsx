import type { ReactNode } from 'react'
import { plainPage } from '../http/plain-page.server.tsx'

export interface StaffPageParts {
  title: string
  body: ReactNode
  stylesheets: readonly string[]
  /** The console's navigation and sign-out, for a signed-in person's pages. */
  header?: ReactNode
  /** Room for a table: the inbox's lists and the audit log. */
  wide?: boolean | undefined
}

/** A whole console page (plainPage), in the console's layout. */
export function staffPage({ title, body, stylesheets, header, wide }: StaffPageParts): string {
  return plainPage({ title, site: 'SenseAhead staff', body, stylesheets, header, layout: `container staff-console${wide ? ' staff-console--wide' : ''}` })
}
