import type { Writable } from 'node:stream'

/**
 * Reports how far a long run has got on one line of the error stream (so it never mixes with an
 * export on standard output): rewritten in place on a terminal, a line per step otherwise.
 */
export function progressLine(stream: Writable & { isTTY?: boolean }, verb: string, total: number) {
  let last = 0
  return {
    update(done: number) {
      if (total < 1000 || done === last) return
      last = done
      const text = `${verb} ${done} of ${total} (${Math.floor((done / total) * 100)}%)`
      stream.write(stream.isTTY ? `\r${text}` : `${text}\n`)
    },
    finish() {
      if (total >= 1000 && stream.isTTY) stream.write('\n')
    },
  }
}
