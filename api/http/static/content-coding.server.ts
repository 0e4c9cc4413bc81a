/** The content codings the build ships beside its text files, and the file suffix of each. */
export const CODING_SUFFIXES = { br: '.br', gzip: '.gz' } as const

export type StoredCoding = keyof typeof CODING_SUFFIXES
export type ContentCoding = StoredCoding | 'identity'
