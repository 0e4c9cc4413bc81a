/** Runs `task(0)` … `task(count - 1)` with at most `concurrency` at a time; resolves when all have settled. */
export async function runWithConcurrency(count: number, concurrency: number, task: (index: number) => Promise<void>): Promise<void> {
  let nextIndex = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (nextIndex < count) await task(nextIndex++)
    }),
  )
}
