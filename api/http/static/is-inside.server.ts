import { sep } from 'node:path'

/** Whether the absolute path `file` is `root` itself or lies below it. */
export function isInside(root: string, file: string): boolean {
  return file === root || file.startsWith(root.endsWith(sep) ? root : root + sep)
}
