/**
 * What the content check reads of the files under public/ (node:fs), in the content editor's
 * browser: the pictures an entry names, as the editor's backend has them, are put here before the
 * check runs (see knownFiles), so the check finds the same files and sizes as on the server.
 * tools/cms/node-stand-ins.ts puts this module in the place of node:fs for the check's code.
 */

/** Every file the check may ask for, by its path on the site (like /images/people/maya.png). */
export const knownFiles = new Map<string, Uint8Array>()

// The check asks with the public folder in front (see public-folder.ts): "/" is the browser's folder.
const sitePath = (path: string) => path.replace(/^\/public(?=\/)/, '')

export const existsSync = (path: string) => knownFiles.has(sitePath(path))

export function statSync(path: string) {
  const bytes = knownFiles.get(sitePath(path))
  return bytes ? { isFile: () => true, isDirectory: () => false, size: bytes.length } : undefined
}

/** Only the paths of known files: a folder is listed by what lies under it. */
export function readdirSync(folder: string): string[] {
  const prefix = `${sitePath(folder).replace(/\/$/, '')}/`
  return [...new Set([...knownFiles.keys()].filter((path) => path.startsWith(prefix)).map((path) => path.slice(prefix.length).split('/')[0]!))]
}

export const openSync = (path: string) => sitePath(path)

export function readSync(descriptor: string, into: Uint8Array, offset: number, length: number, position: number): number {
  const part = (knownFiles.get(descriptor) ?? new Uint8Array()).subarray(position, position + length)
  into.set(part, offset)
  return part.length
}

export const closeSync = () => undefined
