import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import packageJson from '../../package.json' with { type: 'json' }

/**
 * Compiles the server (scripts/serve.ts), its SQLite worker, and the operators' commands
 * (scripts/submissions.ts, scripts/staff.ts) into plain JavaScript in dist/server/, so that
 * production runs them with `node` alone. The packages they use are bundled in, whitespace and
 * syntax minified (names kept, so an error still names its function): Node then reads, parses and
 * keeps in memory one file instead of hundreds, which halves the start's CPU time and saves about
 * 25 MB of an idle server. better-sqlite3 stays outside, as its compiled binary is found beside its
 * JavaScript, and so does pg's optional native binding, which the site never asks for. The worker
 * lies beside the server, where the server looks for it (new URL beside import.meta.url). Gives
 * the files written.
 *
 * Two choices keep the idle server's memory down. The bundle is built for production
 * (process.env.NODE_ENV is "production" in it, as the systemd unit sets it), so React's
 * development build, which a package picks at run time from that variable, is left out. And
 * every file must be ASCII: V8 keeps a script's source in memory for as long as it runs, at one
 * byte a character when every character is Latin-1 and at two bytes otherwise, so one typographic
 * apostrophe in a regular expression (which esbuild writes as it is) doubled the 3 MB the server's
 * source takes. A file that is not ASCII stops the build, with where its first such character is.
 */
export async function compileServer(root: string): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      serve: 'scripts/serve.ts',
      submissions: 'scripts/submissions.ts',
      staff: 'scripts/staff.ts',
      'sqlite-worker.server': 'api/database/sqlite-worker/sqlite-worker.server.js',
    },
    outdir: join(root, 'dist', 'server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${packageJson.engines.node.replace(/^>=/, '')}`,
    external: ['better-sqlite3', 'pg-native'],
    define: { 'process.env.NODE_ENV': '"production"' },
    // The bundled packages written for CommonJS call require, which an ES module has only this way.
    banner: { js: "import { createRequire as createRequireForPackages } from 'node:module'; const require = createRequireForPackages(import.meta.url);" },
    minifyWhitespace: true,
    minifySyntax: true,
    metafile: true,
    logLevel: 'warning',
  })
  const files = Object.keys(result.metafile.outputs)
  for (const file of files) refuseNonAscii(join(root, file))
  return files
}

/** Throws when the file at `path` holds a character outside ASCII, naming the first and its escape. */
export function refuseNonAscii(path: string) {
  const source = readFileSync(path, 'utf8')
  // eslint-disable-next-line no-control-regex -- the range is what ASCII is
  const at = source.search(/[^\x00-\x7f]/)
  if (at === -1) return
  const line = source.slice(0, at).split('\n').length
  const code = source.codePointAt(at)!.toString(16)
  const escape = code.length > 4 ? `\\u{${code}}` : `\\u${code.padStart(4, '0')}`
  throw new Error(
    `The compiled ${path} holds a character outside ASCII (${JSON.stringify(source.slice(Math.max(0, at - 40), at + 10))}, line ${line}), which doubles the memory its source takes: write it as an escape (${escape}) in the source.`,
  )
}
