/** `text` in HTTP/1.1 chunked transfer coding, in chunks of `chunkSize` bytes, with the closing empty chunk. */
export function chunkedBody(text: string | Buffer, chunkSize: number): Buffer {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text)
  const parts: Buffer[] = []
  for (let offset = 0; offset < bytes.length; offset += chunkSize) {
    const chunk = bytes.subarray(offset, offset + chunkSize)
    parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'))
  }
  parts.push(Buffer.from('0\r\n\r\n'))
  return Buffer.concat(parts)
}
