import { clientPause } from './client-pause.ts'
import type { RawConnection } from './connect-raw.ts'

/**
 * Sends `data` one byte (or `bytesAtATime`) every `intervalMs`, as a slow or malicious client would,
 * until all is sent or the server closes the connection. Resolves with the time the first byte went
 * out (`performance.now()`).
 */
export async function sendSlowly(connection: RawConnection, data: string | Buffer, intervalMs: number, bytesAtATime = 1): Promise<number> {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data)
  const startedAt = performance.now()
  for (let index = 0; index < bytes.length && !connection.isClosed(); index += bytesAtATime) {
    await connection.write(bytes.subarray(index, index + bytesAtATime))
    await clientPause(intervalMs, connection.closed)
  }
  return startedAt
}
