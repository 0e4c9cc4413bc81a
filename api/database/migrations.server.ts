import type { Migration } from 'kysely'
import { createTables } from './migrations/0001-create-tables.server.ts'
import { createStoreChecks } from './migrations/0002-create-store-checks.server.ts'
import { createRateLimitBuckets } from './migrations/0003-rate-limit-buckets.server.ts'
import { addIdempotencyKeys } from './migrations/0004-add-idempotency-keys.server.ts'
import { createSiteSecrets } from './migrations/0005-create-site-secrets.server.ts'
import { bindIdempotencyKeys } from './migrations/0006-bind-idempotency-keys.server.ts'
import { createUsedFormTokens } from './migrations/0007-create-used-form-tokens.server.ts'
import { createStaffSessions } from './migrations/0008-create-staff-sessions.server.ts'
import { addSubmissionHandling } from './migrations/0009-add-submission-handling.server.ts'
import { generaliseMailOutbox } from './migrations/0010-generalise-mail-outbox.server.ts'
import { addUpdatesConsent } from './migrations/0011-add-updates-consent.server.ts'
import { addSearchTrigrams } from './migrations/0012-search-by-trigrams.server.ts'
import { createPlayMatches } from './migrations/0013-create-play-matches.server.ts'
import { addMailClaims } from './migrations/0014-add-mail-claims.server.ts'
import { createStaffColleagues } from './migrations/0015-create-staff-colleagues.server.ts'
import { foldSearchAccents } from './migrations/0016-fold-search-accents.server.ts'
import { keepInboxCounts } from './migrations/0017-keep-inbox-counts.server.ts'
import { searchSqliteByTrigrams } from './migrations/0018-search-sqlite-by-trigrams.server.ts'

/** In order: a new migration gets the next number and is never changed once released. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-create-tables': createTables,
  '0002-create-store-checks': createStoreChecks,
  '0003-rate-limit-buckets': createRateLimitBuckets,
  '0004-add-idempotency-keys': addIdempotencyKeys,
  '0005-create-site-secrets': createSiteSecrets,
  '0006-bind-idempotency-keys': bindIdempotencyKeys,
  '0007-create-used-form-tokens': createUsedFormTokens,
  '0008-create-staff-sessions': createStaffSessions,
  '0009-add-submission-handling': addSubmissionHandling,
  '0010-generalise-mail-outbox': generaliseMailOutbox,
  '0011-add-updates-consent': addUpdatesConsent,
  '0012-search-by-trigrams': addSearchTrigrams,
  '0013-create-play-matches': createPlayMatches,
  '0014-add-mail-claims': addMailClaims,
  '0015-create-staff-colleagues': createStaffColleagues,
  '0016-fold-search-accents': foldSearchAccents,
  '0017-keep-inbox-counts': keepInboxCounts,
  '0018-search-sqlite-by-trigrams': searchSqliteByTrigrams,
}
