import { cpSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { StepTime } from '../build/step-time.ts'
import { formatTable } from '../bench-report/format-table.ts'
import type { Checklist } from '../bench-report/checklist.ts'
import { SEARCH_PATH } from '../search-weight/search-files.ts'
import { writeStoryCorpus } from '../story-corpus/write-story-corpus.ts'
import { BENCH_TARGETS } from './bench-targets.ts'
import { timedBuild } from './timed-build.ts'

const KB = 1024
const BUILD_RUNS = 2

const total = (steps: StepTime[]) => steps.reduce((sum, { seconds }) => sum + seconds, 0)
/** The faster of several runs of the build. */
const fastest = (runs: StepTime[][]) => runs.reduce((best, run) => (total(run) < total(best) ? run : best))

/**
 * Builds the site with the shipped content and with BENCH_TARGETS.extraPosts more blog posts, each
 * twice, checks the time the posts add and the home page's size with them, and prints where the
 * time goes step by step. Leaves the shipped site's build in dist/, and gives the folder where
 * the search files of the build with the extra posts were kept (the caller removes it).
 */
export async function benchBuildTimes(root: string, { check }: Checklist): Promise<string> {
  const clientRoot = join(root, 'dist', 'client')
  // Both builds in the same run, on the same machine: each twice, taking turns, and the faster of
  // each pair counts, so that a burst of other work on the machine does not fall on one build only.
  // The shipped site's build comes last, so that it is the one left in dist/ for the measures after.
  const corpus = mkdtempSync(join(tmpdir(), 'senseahead-bench-content-'))
  // The search's files of the build with the extra posts, kept to measure a first search on them.
  const corpusSearch = mkdtempSync(join(tmpdir(), 'senseahead-bench-search-'))
  const corpusRuns: StepTime[][] = []
  const shippedRuns: StepTime[][] = []
  let homeHtmlBytes = 0
  try {
    cpSync(join(root, 'content'), corpus, { recursive: true })
    writeStoryCorpus(corpus, 'blog-posts', BENCH_TARGETS.extraPosts)
    for (let run = 1; run <= BUILD_RUNS; run += 1) {
      console.log(`… building with ${BENCH_TARGETS.extraPosts} more blog posts, then with the shipped content (${run} of ${BUILD_RUNS})`)
      corpusRuns.push(await timedBuild(root, { CONTENT_DIR: corpus, NODE_ENV: 'production' }))
      homeHtmlBytes = statSync(join(clientRoot, 'index.html')).size
      cpSync(join(clientRoot, SEARCH_PATH), corpusSearch, { recursive: true })
      shippedRuns.push(await timedBuild(root))
    }
  } catch (error) {
    rmSync(corpusSearch, { recursive: true, force: true })
    throw error
  } finally {
    rmSync(corpus, { recursive: true, force: true })
  }
  const [corpusSteps, shippedSteps] = [fastest(corpusRuns), fastest(shippedRuns)]
  const [corpusSeconds, shippedSeconds] = [total(corpusSteps), total(shippedSteps)]
  const extraSeconds = corpusSeconds - shippedSeconds
  console.log(`\nBuild (npm run build's steps; the faster of ${BUILD_RUNS} runs each):`)
  check('with the shipped content', `${shippedSeconds.toFixed(1)} s`, true)
  check(
    `with ${BENCH_TARGETS.extraPosts} more blog posts`,
    `${corpusSeconds.toFixed(1)} s: ${extraSeconds.toFixed(1)} s more, ${(extraSeconds / shippedSeconds).toFixed(2)} × the shipped build (target ≤ ${BENCH_TARGETS.extraBuildTimeRatio})`,
    extraSeconds <= shippedSeconds * BENCH_TARGETS.extraBuildTimeRatio,
  )
  check(
    `home page HTML with ${BENCH_TARGETS.extraPosts} more posts`,
    `${(homeHtmlBytes / KB).toFixed(1)} KB (target < ${BENCH_TARGETS.homeHtmlBytesWithExtraPosts / KB} KB)`,
    homeHtmlBytes < BENCH_TARGETS.homeHtmlBytesWithExtraPosts,
  )
  console.log(`\nWhere the build's time goes (seconds, in the faster run of each):\n`)
  const seconds = (steps: StepTime[], name: string) => steps.find((step) => step.name === name)?.seconds.toFixed(1) ?? '—'
  console.log(
    formatTable([['step', 'shipped', `${BENCH_TARGETS.extraPosts} more posts`], ...shippedSteps.map(({ name }) => [name, seconds(shippedSteps, name), seconds(corpusSteps, name)])]),
  )
  return corpusSearch
}
