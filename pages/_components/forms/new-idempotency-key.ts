/**
 * A random UUID (version 4) that names one submission, so that the server stores it once however
 * often it is sent. crypto.randomUUID exists only in secure contexts (HTTPS and localhost); on a
 * plain-HTTP address the same kind of UUID is made from crypto.getRandomValues, which exists everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // Byte 6 carries the version (4), byte 8 the variant (binary 10).
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte, index) =>
    (index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte).toString(16).padStart(2, '0'),
  ).join('')
  return hex.replace(/(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-')
}
