import { request, type IncomingHttpHeaders } from 'node:http'

export interface UndecodedAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/**
 * A request over node:http that leaves the answer as sent: fetch would decompress the body, and
 * both fetch and Request would fold away a ".." in the path.
 */
export function requestUndecoded(baseUrl: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<UndecodedAnswer> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    request({ host: hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}
