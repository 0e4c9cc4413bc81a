import { describe, expect, test } from 'vitest'
import { appConfigFromEnv } from '../app-config.server.ts'
import { readEnv } from '../env.server.ts'

const github = { GITHUB_CLIENT_ID: 'Iv1.0123456789abcdef', GITHUB_CLIENT_SECRET: '0123456789abcdef0123456789abcdef01234567', CMS_GITHUB_REPO: 'senseahead/website' }

describe('the CMS settings', () => {
  test('are off unless set: the CMS routes then do not exist', () => {
    expect(appConfigFromEnv(readEnv({})).cms).toBeUndefined()
  })

  test('are read together, with main as the default branch', () => {
    expect(appConfigFromEnv(readEnv(github)).cms).toEqual({
      clientId: github.GITHUB_CLIENT_ID,
      clientSecret: github.GITHUB_CLIENT_SECRET,
      repo: 'senseahead/website',
      branch: 'main',
    })
    expect(appConfigFromEnv(readEnv({ ...github, CMS_GITHUB_BRANCH: 'content' })).cms?.branch).toBe('content')
  })

  test('stop the server with a message when one is missing or not valid', () => {
    expect(() => readEnv({ GITHUB_CLIENT_ID: github.GITHUB_CLIENT_ID })).toThrow('GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET and CMS_GITHUB_REPO go together')
    expect(() => readEnv({ ...github, CMS_GITHUB_REPO: 'https://github.com/senseahead/website' })).toThrow('CMS_GITHUB_REPO: must be the repository as owner/name')
    expect(() => readEnv({ ...github, GITHUB_CLIENT_SECRET: 'short' })).toThrow('GITHUB_CLIENT_SECRET: must be a Client secret')
  })
})
