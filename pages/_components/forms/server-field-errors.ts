/**
 * The server's message per field from a 400 answer, when it sent them as JSON; empty otherwise.
 * The server checks with the same schemas, so this only finds what the browser could not know.
 */
export async function serverFieldErrors(response: Response): Promise<Record<string, string>> {
  if (response.status !== 400 || !response.headers.get('content-type')?.includes('application/json')) return {}
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined)
  const errors = (body as { errors?: unknown } | undefined)?.errors
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {}
}
