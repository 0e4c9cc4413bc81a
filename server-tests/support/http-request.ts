export interface RequestParts {
  method?: string
  path?: string
  /** Sent in this order, as given. Host is added unless present (any case); null leaves it out. */
  headers?: Record<string, string | null>
  /** Sent with a Content-Length for it, unless the headers name a length or a transfer coding. */
  body?: string | Buffer
}

/** The bytes of one HTTP/1.1 request, for a raw connection. Header values go out as Latin-1 bytes. */
export function httpRequest({ method = 'GET', path = '/', headers = {}, body }: RequestParts): Buffer {
  const names = Object.keys(headers).map((name) => name.toLowerCase())
  const lines = [`${method} ${path} HTTP/1.1`]
  if (!names.includes('host')) lines.push('Host: 127.0.0.1')
  for (const [name, value] of Object.entries(headers)) if (value !== null) lines.push(`${name}: ${value}`)
  const bodyBytes = body === undefined ? Buffer.alloc(0) : Buffer.isBuffer(body) ? body : Buffer.from(body)
  if (body !== undefined && !names.includes('content-length') && !names.includes('transfer-encoding')) {
    lines.push(`Content-Length: ${bodyBytes.length}`)
  }
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), bodyBytes])
}
