import { STATUS_CODES, type Server } from 'node:http'
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

/** Answers to requests before the broken one get this long to go out before the connection is cut. */
const EARLIER_ANSWERS_GRACE_MS = 5000

/**
 * Answers a request Node cannot parse (400, 431 for oversized headers, 408 for one that took too
 * long) in place of Node's own handler, which writes its answer at once and closes the connection:
 * with several requests sent in one go, the answers to the good ones before the broken one would be
 * lost, and a client that then sends them again would, for a form, store them twice. Here a parse
 * error waits for those answers, then gets its own, then the connection closes.
 */
export function answerClientErrors(server: Server): void {
  const unanswered = new WeakMap<Socket, Set<IncomingMessage>>()
  server.on('request', (request: IncomingMessage, response) => {
    const socket = request.socket
    const requests = unanswered.get(socket) ?? new Set()
    unanswered.set(socket, requests.add(request))
    response.once('close', () => {
      requests.delete(request)
      if (requests.size === 0) socket.emit('answered')
    })
  })
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
    const answer = () => {
      if (socket.writable) socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
      setTimeout(() => socket.destroy(), 1000).unref()
    }
    if (error.code === 'ECONNRESET' || !socket.writable || socket.readableEnded) return void socket.destroy()
    const earlier = [...(unanswered.get(socket) ?? [])]
    // The broken request is one already under way (a timeout, a malformed body): answer at once, as
    // Node would, and its handler sees the connection close.
    if (status === 408 || earlier.some((request) => !request.complete)) return void (socket.bytesWritten === 0 ? answer() : socket.destroy())
    if (earlier.length === 0) return answer()
    socket.once('answered', answer)
    setTimeout(() => socket.destroy(), EARLIER_ANSWERS_GRACE_MS).unref()
  })
}
