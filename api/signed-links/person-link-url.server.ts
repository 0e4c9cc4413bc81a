import type { LinkPurpose } from './person-links.server.ts'

/** Where each kind of link in a confirmation leads: the page that does what the link is for. */
export const PERSON_LINK_PATHS: Record<LinkPurpose, string> = {
  'see-or-delete': '/my-data/',
  'confirm-updates': '/my-data/confirm/',
  'stop-updates': '/my-data/stop-updates/',
}

/** The whole address of a link for `token` on the site at `siteUrl`. */
export const personLinkUrl = (siteUrl: string, purpose: LinkPurpose, token: string) => `${siteUrl}${PERSON_LINK_PATHS[purpose]}${token}`
