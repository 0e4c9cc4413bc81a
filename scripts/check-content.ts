/** `npm run check:content`: every problem in content/, one line each; exit status 1 if any (tools/content-check/run-content-check.ts). */
import { fileURLToPath } from 'node:url'
import { runContentCheck } from '#tools/content-check/run-content-check.ts'

process.exitCode = runContentCheck(fileURLToPath(new URL('..', import.meta.url)))
