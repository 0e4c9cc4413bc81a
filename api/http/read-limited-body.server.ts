import type { IncomingMessage } from 'node:http'
import { clientClosedRequest } from './client-closed-request.server.ts'

/**
 * The body, or undefined once it grows past `limit`. Listens to the stream rather than iterating
 * it: leaving a `for await` loop early destroys the request under the server's feet, and the
 * answer then goes out on a socket the request no longer holds. Past the limit the rest is read
 * and dropped while the 413 goes out and the connection closes.
 */
export function readLimitedBody(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) return void chunks.push(chunk)
      stop()
      resolve(undefined)
    }
    const onEnd = () => {
      stop()
      resolve(Buffer.concat(chunks))
    }
    const onClose = () => {
      stop()
      reject(clientClosedRequest())
    }
    const stop = () => {
      request.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onClose)
      request.resume()
    }
    request.on('data', onData).once('end', onEnd).once('close', onClose).once('error', onClose)
  })
}
