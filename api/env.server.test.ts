import { describe, expect, test } from 'vitest'
import { appConfigFromEnv } from './app-config.server.ts'
import { readEnv } from './env.server.ts'
import { staffSettingsFromEnv } from './staff-sign-in/staff-settings.server.ts'

describe('The server configuration', () => {
  test('has safe defaults: SQLite under ./data, 10 submissions a minute, no proxy, a year of play registrations', () => {
    const env = readEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: 'localhost',
      DATA_DIR: './data',
      RATE_LIMIT_PER_MINUTE: 10,
      TRUST_PROXY: 0,
      PLAY_RETENTION_DAYS: 365,
      HTTPS: false,
      TIME_ZONE: 'UTC',
    })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(appConfigFromEnv(env)).toEqual({
      rateLimitPerMinute: 10,
      trustProxy: 0,
      minFillTimeMs: 3000,
      https: false,
      notify: false,
      allowedOrigins: [],
      siteUrl: 'http://localhost:3000',
    })
  })

  test('reads every setting', () => {
    const env = readEnv({
      DATABASE_URL: 'postgres://site@db.internal/site',
      RATE_LIMIT_PER_MINUTE: '5',
      TRUST_PROXY: 'true',
      PLAY_RETENTION_DAYS: '30',
      SMTP_URL: 'smtp://mail.internal:25',
      NOTIFY_EMAIL: 'staff@example.org',
      HTTPS: 'true',
      MIN_FILL_SECONDS: '2',
    })
    expect(appConfigFromEnv(env)).toEqual({
      rateLimitPerMinute: 5,
      trustProxy: 1,
      minFillTimeMs: 2000,
      https: true,
      notify: true,
      allowedOrigins: [],
      siteUrl: 'http://localhost:3000',
    })
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(readEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8'])
  })

  test('treats an empty variable as unset', () => {
    expect(readEnv({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined()
  })

  test('stops with a message naming each bad setting', () => {
    expect(() => readEnv({ DATABASE_URL: 'mysql://x', RATE_LIMIT_PER_MINUTE: 'many', SMTP_URL: 'smtp://mail' })).toThrow(
      /The server configuration is not valid:\n {2}DATABASE_URL: must be a postgres:\/\/ address[^\n]*\n {2}RATE_LIMIT_PER_MINUTE: [^\n]+/,
    )
    expect(() => readEnv({ SMTP_URL: 'smtp://mail' })).toThrow('NOTIFY_EMAIL: must be set when SMTP_URL is set')
    expect(() => readEnv({ HTTPS: 'yes please' })).toThrow('HTTPS: must be true or false')
    expect(() => readEnv({ TRUST_PROXY: 'the proxy' })).toThrow('TRUST_PROXY: must be false, true, a number of proxies')
    expect(() => readEnv({ TIME_ZONE: 'Europe/Londres' })).toThrow('TIME_ZONE: must be a time zone by its name in the time zone database, like Europe/London or UTC')
    expect(() => readEnv({ TIME_ZONE: 'utc/' })).toThrow('TIME_ZONE: must be a time zone')
  })

  test('takes a time zone by any name the time zone database gives it, UTC without asking it', () => {
    for (const zone of ['UTC', 'Europe/London', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5']) expect(readEnv({ TIME_ZONE: zone }).TIME_ZONE).toBe(zone)
  })

  test('reads who may use the staff console, and leaves it off when nobody is named', () => {
    expect(staffSettingsFromEnv(readEnv({}))).toBeUndefined()
    const env = readEnv({
      STAFF_EMAILS: ' Ada@Example.org, grace@example.org ,',
      STAFF_GITHUB_LOGINS: 'OctoCat',
      STAFF_GITHUB_CLIENT_ID: 'Iv1.0123456789abcdef',
      STAFF_GITHUB_CLIENT_SECRET: '0123456789abcdef0123456789abcdef01234567',
      GITHUB_URL: 'https://github.example.org/',
    })
    expect(staffSettingsFromEnv(env)).toEqual({
      emails: ['ada@example.org', 'grace@example.org'],
      githubLogins: ['octocat'],
      github: {
        clientId: 'Iv1.0123456789abcdef',
        clientSecret: '0123456789abcdef0123456789abcdef01234567',
        url: 'https://github.example.org',
        apiUrl: 'https://github.example.org/api/v3',
      },
      signInPerMinute: 5,
      linksPerHour: 5,
    })
    expect(
      staffSettingsFromEnv(readEnv({ STAFF_GITHUB_LOGINS: 'octocat', STAFF_GITHUB_CLIENT_ID: 'id', STAFF_GITHUB_CLIENT_SECRET: '0123456789abcdef0123456789' }))?.github?.apiUrl,
    ).toBe('https://api.github.com')
  })

  test('stops with a readable message for a bad staff setting', () => {
    expect(() => readEnv({ STAFF_EMAILS: 'ada@example.org, not an address' })).toThrow('STAFF_EMAILS: "not an address" is not an email address')
    expect(() => readEnv({ STAFF_GITHUB_LOGINS: 'octo cat', STAFF_GITHUB_CLIENT_ID: 'id', STAFF_GITHUB_CLIENT_SECRET: '0123456789abcdef0123456789' })).toThrow(
      'STAFF_GITHUB_LOGINS: "octo cat" is not a GitHub login',
    )
    expect(() => readEnv({ STAFF_GITHUB_LOGINS: 'octocat' })).toThrow('STAFF_GITHUB_LOGINS: needs STAFF_GITHUB_CLIENT_ID and STAFF_GITHUB_CLIENT_SECRET')
    expect(() => readEnv({ GITHUB_URL: 'github.com' })).toThrow('GITHUB_URL: must be the address of GitHub')
  })
})
