/**
 * When the site's forms send a submission again, under the same Idempotency-Key (the server
 * stores it once however often it arrives): the browser's code follows it, and the tests of a
 * restart behind Caddy send as it does.
 */

/** The pause before a submission the network lost is sent once more: long enough for a brief drop-out to pass. */
export const NETWORK_RETRY_AFTER_MS = 1_000

/**
 * Answers of a proxy that could not reach the server (502) or got no answer in time (504): the
 * server is restarting, or one instance of several stopped. The request may or may not have reached
 * it, which the key makes harmless.
 */
const PROXY_LOST_IT: ReadonlySet<number> = new Set([502, 504])

/**
 * The pauses before a submission a proxy answered with one of PROXY_LOST_IT is sent again, one per
 * try, as long as the proxy answers so. Together longer than a restart: the stopping server keeps
 * its idle connections for their keep-alive time (5 s) before it exits and the new one listens, and
 * Debian's Caddy 2.6 answers 502 a submission that came while nothing listened, once the server is
 * back (it tries again without the body).
 */
export const PROXY_RETRY_PAUSES_MS: readonly number[] = [1_000, 2_000, 4_000]

/**
 * Sends again, after each of PROXY_RETRY_PAUSES_MS waited with `pause`, while the answer is one of
 * PROXY_LOST_IT (an answer that is not an HTTP status, such as a network error, is not), and gives
 * the last answer.
 */
export async function sendAgainWhileProxyLostIt<Answer extends { status: number | string }>(
  first: Answer,
  send: () => Promise<Answer>,
  pause: (ms: number) => Promise<unknown>,
): Promise<Answer> {
  let answer = first
  for (const ms of PROXY_RETRY_PAUSES_MS) {
    if (typeof answer.status !== 'number' || !PROXY_LOST_IT.has(answer.status)) break
    await pause(ms)
    answer = await send()
  }
  return answer
}
