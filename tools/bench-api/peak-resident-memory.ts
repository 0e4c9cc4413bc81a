import { residentBytes } from './process-tree-resident-bytes.ts'

/** How often the process's memory is read while the work runs. */
const SAMPLE_EVERY_MS = 10

/**
 * Runs `work` while reading process `pid`'s resident memory every few milliseconds, and resolves
 * with its result, the memory just before it began and the most seen while it ran (both in bytes).
 */
export async function peakResidentMemory<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; beforeBytes: number; peakBytes: number }> {
  const beforeBytes = residentBytes(pid)
  let peakBytes = beforeBytes
  const sample = () => (peakBytes = Math.max(peakBytes, residentBytes(pid)))
  const timer = setInterval(sample, SAMPLE_EVERY_MS)
  try {
    const result = await work()
    sample()
    return { result, beforeBytes, peakBytes }
  } finally {
    clearInterval(timer)
  }
}
