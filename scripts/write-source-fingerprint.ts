/**
 * The build's last step: records which sources the build was made from, so that `npm start` and
 * the tests build again only when one of them has changed since (see tools/build-freshness).
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { builtSourcesPath } from '../tools/build-freshness/built-sources-path.ts'
import { sourceFingerprint } from '../tools/build-freshness/source-fingerprint.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
writeFileSync(builtSourcesPath(root), `${sourceFingerprint(root)}\n`)
