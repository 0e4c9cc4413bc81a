import { createError, getRequestHeader, type H3Event } from 'h3'

/**
 * Refuses a request that changes something unless a page of this site sent it: browsers name the
 * page's origin in Origin on every POST, and say whether it is this site in Sec-Fetch-Site. Unlike
 * the public forms, a request with neither is refused too: the console is used from its own pages.
 */
export function refuseOtherOrigin(event: H3Event): void {
  const fetchSite = getRequestHeader(event, 'sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin') throw otherOrigin()
  const origin = getRequestHeader(event, 'origin')
  let originHost: string | undefined
  try {
    originHost = origin ? new URL(origin).host : undefined
  } catch {
    originHost = undefined
  }
  if (!originHost || originHost !== getRequestHeader(event, 'host')) throw otherOrigin()
}

function otherOrigin() {
  return createError({ statusCode: 403, statusMessage: 'This can only be done from the staff console’s own pages. Open the console again and try once more.' })
}
