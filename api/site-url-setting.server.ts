import { z } from 'zod'

/**
 * SITE_URL: the site's public origin (scheme, host and port only; a trailing slash is allowed),
 * as visitors' browsers reach this server. The server hands the content editor's GitHub token
 * only to a window of this origin; the request's own Host header, which a client writes, is never
 * used for that.
 */
export const siteUrlSetting = z.string().transform((value, context) => {
  // http or https, a host and maybe a port: no user, path, query or fragment.
  if (!/^https?:\/\/[^/?#@]+\/?$/.test(value) || !URL.canParse(value)) {
    context.addIssue({ code: 'custom', message: `"${value}" is not the site's address: write the scheme and host only, like https://senseahead.org` })
    return z.NEVER
  }
  return new URL(value).origin
})
