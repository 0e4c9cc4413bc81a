/**
 * What /api/health tells the world when the store cannot be written. The detail names the store's
 * place on the disk or the database's address, so it goes to the operator's log only (the store
 * logs it once when it becomes unavailable, see makeStore).
 */
export const STORE_UNAVAILABLE = 'store unavailable'
