/** The addresses of the pages the links in a confirmation open. */
export const isMyDataPath = (path: string) => path.startsWith('/my-data/')
