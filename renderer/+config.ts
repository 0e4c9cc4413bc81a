import type { Config } from 'vike/types'

export default {
  prerender: true,
  // Pages render to HTML only; interactive parts bring their own client code.
  meta: {
    Page: { env: { server: true, client: false } },
  },
} satisfies Config
