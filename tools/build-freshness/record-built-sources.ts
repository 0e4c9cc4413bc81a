import { writeFileSync } from 'node:fs'
import { builtSourcesPath } from './built-sources-path.ts'
import { sourceFingerprint } from './source-fingerprint.ts'

/** Records that the build under `root` was made from its sources as they are now (the build's last step). */
export function recordBuiltSources(root: string): void {
  writeFileSync(builtSourcesPath(root), `${sourceFingerprint(root)}\n`)
}
