import type { SiteContent } from '#lib/content/collections.ts'
import { linkedPicture } from '#lib/pictures/linked-picture.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import type { StructuredData } from './structured-data.ts'

/** The organisation's node id, so the posts and episodes can name it as publisher without repeating it. */
export const organisationId = (siteUrl: string) => new URL('/#organisation', siteUrl).href

/**
 * The organisation as search engines read it: schema.org's NGO, a non-governmental nonprofit.
 * Profiles still "#" in the content are not set up, so they are left out of sameAs.
 */
export function organisationData(settings: SiteContent['settings']): StructuredData {
  const profiles = settings.socials.map((social) => social.url).filter((url) => url !== '#')
  return {
    '@type': 'NGO',
    '@id': organisationId(settings.siteUrl),
    name: settings.name,
    url: new URL('/', settings.siteUrl).href,
    logo: new URL(linkedPicture(settings.logo, pictureSlots.siteLogo).path, settings.siteUrl).href,
    description: settings.description,
    email: settings.email,
    telephone: settings.phone,
    nonprofitStatus: 'Nonprofit',
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  }
}
