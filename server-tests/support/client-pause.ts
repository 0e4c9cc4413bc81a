/**
 * A pause a client of the tests takes of its own accord, as the client it plays would: a slow
 * client's next byte, a form's wait before it sends a lost submission again. It paces the traffic a
 * test sends and never waits for the server: for that a test waits for what the server does (an
 * answer, a socket closing, a log line, a count in its metrics) with a bounded loop. The only timer
 * of the server tests that resolves a wait (tools/test-conventions checks it). Ends early when
 * `until` settles first (the connection closed).
 */
export async function clientPause(ms: number, until?: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const paused = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  await Promise.race([paused, until])
  clearTimeout(timer)
}
