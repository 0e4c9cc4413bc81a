import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { fixedWaits } from './fixed-waits.ts'

/** The one pause of the server tests that is the traffic itself, a client's own pace, not a wait for the server. */
const CLIENT_PAUSE = 'server-tests/support/client-pause.ts'

describe('tests wait for events, not for a time', () => {
  test('no test file, and nothing the server tests use, waits a fixed time', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.test.ts', '*.test.tsx', 'server-tests/*.ts'], { encoding: 'utf8' })
      .trim()
      .split('\n')
    // This file's own examples are written out on purpose.
    const found = [...new Set(files)]
      .filter((file) => file !== CLIENT_PAUSE && !import.meta.url.endsWith(file))
      .flatMap((file) => fixedWaits(readFileSync(file, 'utf8')).map((each) => `${file}:${each.line} ${each.text}`))
    expect(found).toEqual([])
  })

  test('finds a sleep, and leaves a deadline and a bounded wait alone', () => {
    const source = [
      'await new Promise((resolve) => setTimeout(resolve, 300))',
      "import { setTimeout as delay } from 'node:timers/promises'",
      'await page.waitForTimeout(500)',
      'await new Promise((resolve) => setTimeout(() => resolve(undefined), 300))',
      'const timer = setTimeout(() => child.kill(), timeoutMs)',
      'const late = new Promise((_, reject) => setTimeout(() => reject(new Error("late")), 5000))',
      'expect(await waitUntil(() => site.logs.length > 0, 5000)).toBe(true)',
    ].join('\n')
    expect(fixedWaits(source).map((each) => each.line)).toEqual([1, 2, 3, 4])
  })
})
