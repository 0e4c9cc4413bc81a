export interface RawResponse {
  status: number
  /** Header names in lower case; repeated headers joined with ", ". */
  headers: Record<string, string>
  body: Buffer
}

export interface ParseOptions {
  /** The server has closed the connection, so a response without a length ends with the data. */
  closed?: boolean
  /** Methods of the requests in order: the answer to a HEAD has no body whatever it declares. */
  methods?: readonly string[]
}

const HEADER_END = Buffer.from('\r\n\r\n')

/**
 * The complete HTTP/1.1 responses at the start of what a server sent over one connection, in
 * order. Interim 1xx answers are skipped; an incomplete last response is left out.
 */
export function parseResponses(data: Buffer, { closed = false, methods = [] }: ParseOptions = {}): RawResponse[] {
  const responses: RawResponse[] = []
  let offset = 0
  while (offset < data.length) {
    const headerEnd = data.indexOf(HEADER_END, offset)
    if (headerEnd === -1) break
    const [statusLine = '', ...headerLines] = data.subarray(offset, headerEnd).toString('latin1').split('\r\n')
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1])
    if (!Number.isInteger(status)) throw new Error(`Not an HTTP response: ${JSON.stringify(statusLine.slice(0, 80))}`)
    const headers: Record<string, string> = {}
    for (const line of headerLines) {
      const colon = line.indexOf(':')
      const name = line.slice(0, colon).trim().toLowerCase()
      const value = line.slice(colon + 1).trim()
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`
    }
    let bodyStart = headerEnd + HEADER_END.length
    if (status < 200) {
      offset = bodyStart
      continue
    }
    let body: Buffer
    if (methods[responses.length]?.toUpperCase() === 'HEAD' || status === 204 || status === 304) {
      body = Buffer.alloc(0)
    } else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
      const chunks: Buffer[] = []
      let complete = false
      while (true) {
        const lineEnd = data.indexOf('\r\n', bodyStart)
        if (lineEnd === -1) break
        const size = parseInt(data.subarray(bodyStart, lineEnd).toString('latin1'), 16)
        if (Number.isNaN(size)) throw new Error('Malformed chunk size in a response')
        if (size === 0) {
          // No trailers are expected: the last chunk is followed by an empty line.
          const end = data.indexOf(HEADER_END, lineEnd)
          if (end === -1) break
          bodyStart = end + HEADER_END.length
          complete = true
          break
        }
        if (lineEnd + 2 + size + 2 > data.length) break
        chunks.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
        bodyStart = lineEnd + 2 + size + 2
      }
      if (!complete) break
      body = Buffer.concat(chunks)
      offset = bodyStart
      responses.push({ status, headers, body })
      continue
    } else if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length'])
      if (bodyStart + length > data.length) break
      body = data.subarray(bodyStart, bodyStart + length)
      bodyStart += length
    } else {
      if (!closed) break
      body = data.subarray(bodyStart)
      bodyStart = data.length
    }
    responses.push({ status, headers, body })
    offset = bodyStart
  }
  return responses
}
