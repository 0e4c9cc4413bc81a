import type { RawConnection } from './connect-raw.ts'

/**
 * Sends `data` one byte every `intervalMs`, as a slow or malicious client would, until all is sent
 * or the server closes the connection. Resolves with the time the first byte went out
 * (`performance.now()`).
 */
export async function sendSlowly(connection: RawConnection, data: string | Buffer, intervalMs: number): Promise<number> {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data)
  const startedAt = performance.now()
  for (let index = 0; index < bytes.length && !connection.isClosed(); index++) {
    await connection.write(bytes.subarray(index, index + 1))
    await Promise.race([new Promise((resolve) => setTimeout(resolve, intervalMs)), connection.closed])
  }
  return startedAt
}
