import { connect, type Socket } from 'node:net'
import { parseResponses, type ParseOptions, type RawResponse } from './parse-responses.ts'

export interface RawConnection {
  socket: Socket
  /** Resolves once connected; rejects when the connection is refused. */
  connected: Promise<void>
  /** Writes bytes as they are (nothing is added); resolves once flushed, or at once if the connection is gone. */
  write(data: string | Buffer): Promise<void>
  /** Everything the server sent so far. */
  received(): Buffer
  responses(options?: Omit<ParseOptions, 'closed'>): RawResponse[]
  isClosed(): boolean
  /** When the connection ended (server close, reset or our own destroy), as `performance.now()`. */
  closed: Promise<number>
  /** Resolves with the responses once `count` are complete, the connection closes, or `timeoutMs` passes. */
  waitForResponses(count: number, timeoutMs: number, options?: Omit<ParseOptions, 'closed'>): Promise<RawResponse[]>
  /** Resolves with true once closed, false when `timeoutMs` passed first. */
  waitForClose(timeoutMs: number): Promise<boolean>
  destroy(): void
}

/**
 * A TCP connection to the server on the loopback interface, for requests a well-behaved client
 * such as fetch() refuses to send: malformed request lines and headers, several requests in one
 * write, bodies shorter than declared, bytes sent one at a time. `from` is the address it comes
 * from (any of 127.0.0.0/8, to play another client); 127.0.0.1 unless given.
 */
export function connectRaw(port: number, { from }: { from?: string } = {}): RawConnection {
  const socket = connect({ host: '127.0.0.1', port, localAddress: from })
  const chunks: Buffer[] = []
  let closedFlag = false
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  socket.on('data', (chunk: Buffer) => {
    chunks.push(chunk)
    notify()
  })
  // A reset or a write after the server closed is part of what these tests provoke.
  socket.on('error', () => undefined)
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      closedFlag = true
      resolve(performance.now())
      notify()
    }),
  )
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  connected.catch(() => undefined)
  const received = () => Buffer.concat(chunks)
  const responses = (options: Omit<ParseOptions, 'closed'> = {}) => parseResponses(received(), { ...options, closed: closedFlag })
  const waitFor = <T>(check: () => T | undefined, timeoutMs: number, onTimeout: () => T) =>
    new Promise<T>((resolve) => {
      const done = (value: T) => {
        clearTimeout(timer)
        listeners.delete(listener)
        resolve(value)
      }
      const listener = () => {
        const value = check()
        if (value !== undefined) done(value)
      }
      const timer = setTimeout(() => done(onTimeout()), timeoutMs)
      listeners.add(listener)
      listener()
    })
  return {
    socket,
    connected,
    write: (data) =>
      new Promise<void>((resolve) => {
        if (socket.destroyed || !socket.writable) return resolve()
        socket.write(data, () => resolve())
      }),
    received,
    responses,
    isClosed: () => closedFlag,
    closed,
    waitForResponses: (count, timeoutMs, options) =>
      waitFor(
        () => {
          const parsed = responses(options)
          return parsed.length >= count || closedFlag ? parsed : undefined
        },
        timeoutMs,
        () => responses(options),
      ),
    waitForClose: (timeoutMs) =>
      waitFor(
        () => (closedFlag ? true : undefined),
        timeoutMs,
        () => false,
      ),
    destroy: () => socket.destroy(),
  }
}
