import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { builtServerPath } from './built-server-path.ts'
import { builtSourcesPath } from './built-sources-path.ts'
import { holdsSources, sourceFingerprint } from './source-fingerprint.ts'

export type BuildState = 'none' | 'other-sources' | 'current'

/**
 * What the build under `root` is: `none` when there is none, or one that stopped half-way (its
 * last step records the fingerprint, see forgetBuiltSources); `other-sources` when it was made from
 * other sources than the ones beside it; `current` otherwise. A release (dist/ and the package
 * files, without the sources) has nothing to compare its fingerprint with: its build is current.
 */
export function buildState(root: string): BuildState {
  const recorded = existsSync(builtSourcesPath(root)) ? readFileSync(builtSourcesPath(root), 'utf8').trim() : undefined
  if (!recorded || !existsSync(join(root, 'dist', 'client', '404.html')) || !existsSync(builtServerPath(root))) return 'none'
  if (!holdsSources(root)) return 'current'
  return recorded === sourceFingerprint(root) ? 'current' : 'other-sources'
}

/** What is wrong with serving the build under `root`, in its `state`, as one line saying what to run; nothing when it is current. */
export function buildProblem(root: string, state: BuildState): string | undefined {
  if (state === 'none') return `No build to serve in ${join(root, 'dist')}: run "npm run build" first.`
  if (state === 'other-sources') return `The build in ${join(root, 'dist')} was made from other sources than the ones beside it: run "npm run build" again first.`
  return undefined
}
