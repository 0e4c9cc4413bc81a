// @ts-check
/**
 * The error code of a commit into a SQLite file that is no longer the store on disk (deleted, or
 * replaced by another): SQLite goes on writing into a deleted file, so what it committed there is
 * lost and must not be acknowledged.
 */
export const STORE_FILE_GONE = 'SENSEAHEAD_STORE_FILE_GONE'

/**
 * The error code of a transaction the worker did not run because its deadline had passed before
 * the worker got to it (the disk stalled under it): its caller has been answered already.
 */
export const STORE_DEADLINE_PASSED = 'SENSEAHEAD_STORE_DEADLINE_PASSED'
