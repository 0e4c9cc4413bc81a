import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { expect, test } from '../support/fixtures.ts'
import { CMS_ENV } from './cms-env.ts'

// Last of the files (they run in name order, one after another): every save before it must leave content the check accepts.
test('the content editor leaves content that passes the content check', () => {
  const repoDir = process.env[CMS_ENV.repoDir]!
  const check = spawnSync('npx', ['tsx', 'scripts/check-content.ts'], {
    env: { ...process.env, CONTENT_DIR: join(repoDir, 'content'), PUBLIC_DIR: join(repoDir, 'public') },
    encoding: 'utf8',
  })
  expect(check.stdout + check.stderr).not.toContain('problem')
  expect(check.status, check.stdout + check.stderr).toBe(0)
})
