/** `npm run build`: the build's steps in order (tools/build/build-steps.ts), each timed; a failure names its step. */
import { fileURLToPath } from 'node:url'
import { buildSteps } from '#tools/build/build-steps.ts'
import { runBuild } from '#tools/build/run-build.ts'

const startedAt = performance.now()
try {
  await runBuild(buildSteps(fileURLToPath(new URL('..', import.meta.url))))
} catch (error) {
  console.error(`\n✖ ${(error as Error).message}`)
  process.exit(1)
}
console.log(`\nBuilt in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`)
