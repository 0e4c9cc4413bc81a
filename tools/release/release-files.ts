/**
 * What production needs of a built working copy, relative to it: the build (the pages and the
 * compiled server and commands), the systemd units and backup script, the operators' guide the
 * units name as their documentation, and the package files that
 * `npm ci --omit=dev` installs the server's packages from. The operators' guide's "Running in
 * production" (docs/operators.md) copies exactly these.
 */
export const RELEASE_FILES = ['dist', 'deploy', 'docs/operators.md', 'package.json', 'package-lock.json']
