import { join } from 'node:path'

/** The compiled server a build under `root` holds, which production runs with `node` alone (see tools/build/compile-server.ts). */
export function builtServerPath(root: string): string {
  return join(root, 'dist', 'server', 'serve.js')
}

/** Beside it, what the server needs of the content (ServerContent), written by the build from the checked content. */
export function builtServerContentPath(root: string): string {
  return join(root, 'dist', 'server', 'content.json')
}

/** An operators' command compiled beside the server, which a production install runs with `node` alone (docs/operators.md). */
export function builtCommandPath(root: string, command: 'submissions' | 'staff'): string {
  return join(root, 'dist', 'server', `${command}.js`)
}
