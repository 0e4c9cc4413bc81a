import { describe, expect, test } from 'vitest'
import { hashSecret } from '../secrets/secrets.server.ts'
import { TEST_STORE_KINDS } from '../testing/test-stores.ts'
import { useTestStore } from '../testing/use-test-store.ts'
import { SESSION_IDLE_MS, staffSessions } from './staff-sessions.server.ts'

describe.each(TEST_STORE_KINDS)('Staff sessions on $name', (kind) => {
  const store = useTestStore(kind)
  const lastSeen = async (id: string) =>
    (await store.db.selectFrom('staff_sessions').select('last_seen_at').where('id_hash', '=', hashSecret(id)).executeTakeFirstOrThrow()).last_seen_at

  test('a request writes the session down as used only when the last one written is a minute old, and 30 minutes from it end the session', async () => {
    const sessions = staffSessions(store.db)
    const start = Date.parse('2026-11-25T10:00:00.000Z')
    const id = await sessions.start('email:ada@example.org', start)
    expect(await sessions.find(id, start + 30_000)).toBe('email:ada@example.org')
    expect(await lastSeen(id)).toBe(new Date(start).toISOString())
    expect(await sessions.find(id, start + 60_000)).toBe('email:ada@example.org')
    expect(await lastSeen(id)).toBe(new Date(start + 60_000).toISOString())
    // Idle from the request written down, never longer.
    expect(await sessions.find(id, start + 60_000 + SESSION_IDLE_MS)).toBeUndefined()
  })
})
