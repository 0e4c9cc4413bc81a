import { resolve } from 'node:path'
import { isInside } from './is-inside.server.ts'

/** The file a URL path names inside `root`, or undefined when the path would leave it. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined
  const file = resolve(root, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`)
  return isInside(root, file) ? file : undefined
}
