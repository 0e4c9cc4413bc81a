interface ImportMetaEnv {
  /** Set by vite.config.ts from the API_ORIGIN build setting; empty when the API is the site's own. */
  readonly API_ORIGIN?: string
}
