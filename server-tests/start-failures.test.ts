import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { runStartToExit, type FinishedStart } from './support/run-start-to-exit.ts'

/**
 * A server that cannot start says so and stops: a non-zero exit code for the service manager, and
 * one line an operator can act on (a stack trace hides the sentence that matters). It never goes
 * on half-working, nor listens somewhere it was not asked to.
 */

let folder: string | undefined
let occupier: Server | undefined
afterEach(async () => {
  if (folder) rmSync(folder, { recursive: true, force: true })
  await new Promise((resolve) => (occupier ? occupier.close(resolve) : resolve(undefined)))
  folder = undefined
  occupier = undefined
})

function expectOneReadableLine(result: FinishedStart) {
  expect(result.signal, 'the server did not exit by itself').toBeNull()
  expect(result.code).not.toBe(0)
  expect(result.stderr, 'stderr').toHaveLength(1)
  expect(result.stderr[0]).not.toMatch(/^\s*at /)
  expect(result.stderr[0]).not.toMatch(/\bat .+:\d+:\d+\)?$/)
  expect(result.stdout.some((line) => line.includes('server_started'))).toBe(false)
  return result.stderr[0]!
}

test('a DATA_DIR that cannot be created (under a regular file) stops the start with one line naming it', async () => {
  folder = mkdtempSync(join(tmpdir(), 'senseahead-start-'))
  const file = join(folder, 'a-file')
  writeFileSync(file, 'not a folder')
  const dataDir = join(file, 'data')
  const line = expectOneReadableLine(await runStartToExit({ DATA_DIR: dataDir }))
  expect(line).toContain(dataDir)
})

test('a PORT another program listens on stops the start with one line naming the port', async () => {
  occupier = createServer()
  const port = await new Promise<number>((resolve) => occupier!.listen(0, '127.0.0.1', () => resolve((occupier!.address() as { port: number }).port)))
  folder = mkdtempSync(join(tmpdir(), 'senseahead-start-'))
  const line = expectOneReadableLine(await runStartToExit({ PORT: String(port), DATA_DIR: folder }))
  expect(line).toContain(String(port))
})
