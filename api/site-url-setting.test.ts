import { describe, expect, test } from 'vitest'
import { readEnv } from './env.server.ts'

describe('SITE_URL, the site’s public origin', () => {
  test('is http://localhost and the port when unset, so that a start with no configuration works', () => {
    expect(readEnv({}).SITE_URL).toBe('http://localhost:3000')
    expect(readEnv({ PORT: '8080' }).SITE_URL).toBe('http://localhost:8080')
    expect(readEnv({ SITE_URL: '' }).SITE_URL).toBe('http://localhost:3000')
  })

  test('is read as an origin: scheme, host and port', () => {
    expect(readEnv({ SITE_URL: 'https://senseahead.org' }).SITE_URL).toBe('https://senseahead.org')
    expect(readEnv({ SITE_URL: 'https://Senseahead.org/' }).SITE_URL).toBe('https://senseahead.org')
    expect(readEnv({ SITE_URL: 'https://senseahead.org:443' }).SITE_URL).toBe('https://senseahead.org')
    expect(readEnv({ SITE_URL: 'http://[::1]:3000' }).SITE_URL).toBe('http://[::1]:3000')
  })

  test('stops the start with a message for anything else', () => {
    for (const value of [
      'senseahead.org',
      'https://senseahead.org/blog',
      'https://senseahead.org?x=1',
      'https://senseahead.org#top',
      'https://user@senseahead.org',
      'ftp://senseahead.org',
      'https://',
      'https://sense ahead.org',
    ])
      expect(() => readEnv({ SITE_URL: value }), value).toThrow(`SITE_URL: "${value}" is not the site's address: write the scheme and host only, like https://senseahead.org`)
  })
})
