import { spawnSync } from 'node:child_process'

/**
 * Runs `npm run build` in the project under `root`, its output on this terminal, and says whether
 * it succeeded. Whatever NODE_ENV the caller runs with (Vitest sets `test`), the build is the
 * production one: otherwise Vite would bundle React's development build.
 */
export function buildSite(root: string): boolean {
  return spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } }).status === 0
}
