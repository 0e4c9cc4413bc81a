import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { builtSourcesPath } from './built-sources-path.ts'
import { sourceFingerprint } from './source-fingerprint.ts'

/**
 * Whether the build under `root` is complete and made from the sources as they are now. A build
 * that stopped half-way has no fingerprint (see forgetBuiltSources), so it is not.
 */
export function buildIsCurrent(root: string): boolean {
  if (!existsSync(join(root, 'dist', 'client', '404.html'))) return false
  try {
    return readFileSync(builtSourcesPath(root), 'utf8').trim() === sourceFingerprint(root)
  } catch {
    return false
  }
}
