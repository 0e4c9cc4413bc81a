import type { ComponentType } from 'react'

declare global {
  namespace Vike {
    interface PageContext {
      /** Every page component takes its page's data as props. */
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page's data has a shape of its own
      Page: ComponentType<any>
    }
  }
}

export {}
