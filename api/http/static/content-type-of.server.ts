import mime from 'mime'

/** The Content-Type for a file name, with the charset for text: every text file in the build is UTF-8. */
export function contentTypeOf(fileName: string): string {
  const type = mime.getType(fileName) ?? 'application/octet-stream'
  return /^text\/|javascript|json|xml|svg/.test(type) ? `${type}; charset=utf-8` : type
}
