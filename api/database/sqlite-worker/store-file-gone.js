// @ts-check
/**
 * The error code of a commit into a SQLite file that is no longer the store on disk (deleted, or
 * replaced by another): SQLite goes on writing into a deleted file, so what it committed there is
 * lost and must not be acknowledged.
 */
export const STORE_FILE_GONE = 'SENSEAHEAD_STORE_FILE_GONE'
