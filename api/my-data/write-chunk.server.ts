import type { Writable } from 'node:stream'

/**
 * Writes `chunk` and, when the stream's buffer is full, waits until it drains, so a slow reader
 * (a download over a slow connection) holds the export back instead of filling memory. Rejects
 * when the stream fails or closes first (the download was cancelled).
 */
export async function writeChunk(out: Writable, chunk: string): Promise<void> {
  if (out.destroyed || out.writableEnded) throw new Error('The export was cancelled before it ended.')
  if (out.write(chunk)) return
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', drained)
      out.off('close', closed)
      out.off('error', settle)
      if (error) reject(error)
      else resolve()
    }
    const drained = () => settle()
    const closed = () => settle(new Error('The export was cancelled before it ended.'))
    out.on('drain', drained)
    out.on('close', closed)
    out.on('error', settle)
  })
}
