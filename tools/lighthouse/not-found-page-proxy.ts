import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface NotFoundPageProxy {
  /** The not-found page, answered with status 200; every other address is the site's own. */
  url: string
  close(): Promise<void>
}

/** The path the proxy answers with the not-found page; the site itself answers it 404. */
const NOT_FOUND_PATH = '/lighthouse-not-found-page'

/**
 * Lighthouse refuses to audit a page answered with an error status, and the site answers the
 * not-found page with 404, as it must. For `npm run bench` only, this loopback proxy passes every
 * request to the site unchanged (headers, encodings, body), except that it answers one path with
 * the site's own not-found page and status 200, so that page is audited like the others.
 */
export async function startNotFoundPageProxy(siteUrl: string): Promise<NotFoundPageProxy> {
  const site = new URL(siteUrl)
  const server = createServer((incoming, outgoing) => {
    const forwarded = request({ host: site.hostname, port: site.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: site.host } }, (answer) => {
      const status = incoming.url === NOT_FOUND_PATH && answer.statusCode === 404 ? 200 : (answer.statusCode ?? 502)
      outgoing.writeHead(status, answer.headers)
      answer.pipe(outgoing)
    })
    forwarded.on('error', () => outgoing.destroy())
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}${NOT_FOUND_PATH}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
