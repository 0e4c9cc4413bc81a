import { z } from 'zod'

/** A link to another site: only secure web addresses, so "http://", a typo like "www.…" or "javascript:" is refused. */
export const externalUrl = () => z.url({ protocol: /^https$/, error: 'must be a full web address starting with https://' })
