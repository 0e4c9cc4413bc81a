import type { ComponentType } from 'react'

declare global {
  namespace Vike {
    interface PageContext {
      /** Every page component takes its page's data as props. */
      Page: ComponentType<any>
    }
  }
}

export {}
