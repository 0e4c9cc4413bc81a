import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

const root = fileURLToPath(new URL('../', import.meta.url))
const here = (file: string) => join(root, 'deploy', file)
const installed = (command: string, ...args: string[]) => spawnSync(command, args).status === 0

describe.skipIf(!installed('systemd-analyze', '--version'))('The systemd units', () => {
  test.each(['senseahead.service', 'senseahead-backup.service', 'senseahead-backup.timer'])('%s passes systemd-analyze verify without a warning', (unit) => {
    const result = spawnSync('systemd-analyze', ['verify', here(unit)], { encoding: 'utf8' })
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })
})

test.skipIf(!installed('caddy', 'version')).each(['Caddyfile', 'api-instances.Caddyfile'])('%s passes caddy validate', (file) => {
  const result = spawnSync('caddy', ['validate', '--config', here(file), '--adapter', 'caddyfile'], { encoding: 'utf8' })
  expect(result.stdout + result.stderr).toContain('Valid configuration')
  expect(result.status).toBe(0)
})
