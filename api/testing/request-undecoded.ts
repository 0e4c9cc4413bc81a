import { request, type IncomingHttpHeaders } from 'node:http'

export interface UndecodedAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

export interface UndecodedRequest {
  method?: string
  headers?: Record<string, string>
  body?: string
  /** The loopback address to send from, so that a test can be several clients. */
  localAddress?: string
}

/**
 * A request over node:http that leaves the answer as sent: fetch would decompress the body, and
 * both fetch and Request would fold away a ".." in the path.
 */
export function requestUndecoded(baseUrl: string, path: string, { method = 'GET', headers = {}, body, localAddress }: UndecodedRequest = {}): Promise<UndecodedAnswer> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    request({ host: hostname, port, path, method, headers, localAddress }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end(body)
  })
}
