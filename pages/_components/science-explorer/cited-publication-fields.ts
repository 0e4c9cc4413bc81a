/** What a topic's citations and links show of each publication it cites. */
export const citedPublicationFields = ['slug', 'title', 'authors', 'journal', 'year', 'volume', 'pages', 'doi', 'url'] as const
