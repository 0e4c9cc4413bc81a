/**
 * `npm run bench`: the build's time with the shipped content and with 1,000 more blog posts, then
 * page weight, load timing and Lighthouse scores of the shipped site's build, against the targets
 * (tools/bench/). Prints a table and exits with an error when a target is missed.
 */
import { fileURLToPath } from 'node:url'
import { runBench } from '#tools/bench/run-bench.ts'

process.exit((await runBench(fileURLToPath(new URL('..', import.meta.url)))) ? 0 : 1)
