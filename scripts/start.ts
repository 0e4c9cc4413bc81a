/**
 * `npm start`: builds the site when there is no build yet or, outside production, when its sources
 * changed since, then runs the compiled server (scripts/serve.ts, built into dist/server/serve.js)
 * in this process. Started for production (NODE_ENV=production) it never builds: it serves the
 * build there is, or stops with one line saying what to run.
 */
import { pathToFileURL } from 'node:url'
import { buildSite } from '#tools/build-freshness/build-site.ts'
import { buildProblem, buildState } from '#tools/build-freshness/build-state.ts'
import { builtServerPath } from '#tools/build-freshness/built-server-path.ts'
import { projectFolder } from '#tools/build-freshness/project-folder.ts'

const root = projectFolder(import.meta.url)
const state = buildState(root)
if (state !== 'current' && process.env.NODE_ENV === 'production') {
  console.error(buildProblem(root, state))
  process.exit(1)
}
if (state !== 'current') {
  console.log(state === 'none' ? 'No build found: building the site first.' : 'The site changed since the last build: building it again.')
  if (!buildSite(root)) process.exit(1)
}
await import(pathToFileURL(builtServerPath(root)).href)
