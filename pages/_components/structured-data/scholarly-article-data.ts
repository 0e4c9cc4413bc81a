import type { Publication } from '#lib/content/collections.ts'
import type { StructuredData } from '#renderer/structured-data/structured-data.ts'

type PublicationFields = Pick<Publication, 'title' | 'authors' | 'journal' | 'year' | 'volume' | 'pages' | 'doi' | 'url'>

/**
 * A cited paper as schema.org's ScholarlyArticle, identified by its DOI. The authors stay one text
 * as the citation lists them ("et al." included): schema.org accepts text where a Person is expected.
 */
export function scholarlyArticleData(publication: PublicationFields): StructuredData {
  const [volume, issue] = publication.volume.replace(')', '').split('(')
  const inVolume = { '@type': 'PublicationVolume', volumeNumber: volume, isPartOf: { '@type': 'Periodical', name: publication.journal } }
  return {
    '@type': 'ScholarlyArticle',
    headline: publication.title,
    author: publication.authors,
    datePublished: String(publication.year),
    pagination: publication.pages,
    identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: publication.doi },
    url: publication.url,
    // schema.org's nesting for periodicals: the issue, in its volume, in its journal.
    isPartOf: issue ? { '@type': 'PublicationIssue', issueNumber: issue, isPartOf: inVolume } : inVolume,
  }
}
