import type { Kysely } from 'kysely'
import type { Tables } from '../database/tables.server.ts'
import { FULL_REFILL_MS } from './full-refill-ms.server.ts'
import type { RateLimitBucketsTable } from './rate-limit-buckets-table.server.ts'

/**
 * Deletes the PostgreSQL buckets no request touched for a whole refill period: whatever the limit,
 * they are full again, the same as no bucket at all.
 */
export async function deleteIdleRateLimitBuckets(db: Kysely<Tables>, now = Date.now()): Promise<void> {
  await db
    .withTables<RateLimitBucketsTable>()
    .deleteFrom('rate_limit_buckets')
    .where('updated_at', '<=', String(Math.floor(now) - FULL_REFILL_MS))
    .execute()
}
