/**
 * The build's last step: records which sources the build was made from, so that `npm start` and
 * the tests build again only when one of them has changed since (see tools/build-freshness).
 */
import { fileURLToPath } from 'node:url'
import { recordBuiltSources } from '../tools/build-freshness/record-built-sources.ts'

recordBuiltSources(fileURLToPath(new URL('..', import.meta.url)))
