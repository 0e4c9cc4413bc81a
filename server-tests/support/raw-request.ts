import { connectRaw } from './connect-raw.ts'
import type { RawResponse } from './parse-responses.ts'

export interface RawResult {
  responses: RawResponse[]
  /** Everything the server sent. */
  received: Buffer
  /** The server closed the connection within the time allowed. */
  closed: boolean
}

/**
 * Sends `data` over a fresh connection exactly as given and collects what comes back until the
 * server closes the connection or `timeoutMs` passes; the connection is then destroyed. The last
 * request should ask for `Connection: close`, so that the server ends the exchange.
 */
export async function rawRequest(port: number, data: string | Buffer, { timeoutMs = 5000, methods }: { timeoutMs?: number; methods?: string[] } = {}): Promise<RawResult> {
  const connection = connectRaw(port)
  await connection.connected
  await connection.write(data)
  const closed = await connection.waitForClose(timeoutMs)
  connection.destroy()
  return { responses: connection.responses({ methods }), received: connection.received(), closed }
}
