/**
 * What production needs of a built working copy, relative to it: the build (the pages and the
 * compiled server and commands), the systemd units and backup script, and the package files that
 * `npm ci --omit=dev` installs the server's packages from. The README's "Running in production"
 * copies exactly these.
 */
export const RELEASE_FILES = ['dist', 'deploy', 'package.json', 'package-lock.json']
