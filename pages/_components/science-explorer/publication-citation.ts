interface Citable {
  authors: string
  year: number
  title: string
  journal: string
  volume: string
  pages: string
}

/** An APA-style reference line: authors (year). Title. Journal, volume, pages. */
export function publicationCitation({ authors, year, title, journal, volume, pages }: Citable): string {
  const sentence = (text: string) => (/[.?!]$/.test(text) ? text : `${text}.`)
  return `${sentence(authors)} (${year}). ${sentence(title)} ${journal}, ${volume}, ${pages}.`
}
