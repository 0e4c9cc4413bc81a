import { describe, expect, test } from 'vitest'
import { FORM_NAMES } from '../forms/form-definitions.server.ts'
import { loggedRoute } from './route-label.server.ts'

describe('What a log line says a request asked for', () => {
  test('is the address itself for the API addresses the site answers', () => {
    expect(loggedRoute('GET', '/api/health?probe=1')).toBe('/api/health')
    for (const form of FORM_NAMES) expect(loggedRoute('POST', `/api/${form}`)).toBe(`/api/${form}`)
  })

  test('never repeats what a visitor wrote into any other address', () => {
    const personal = 'jane.doe@example.com'
    expect(loggedRoute('GET', `/api/${personal}`)).toBe('/api/:unknown')
    expect(loggedRoute('POST', `/api/contact/${personal}`)).toBe('/api/:unknown')
    expect(loggedRoute('GET', `/about/${personal}`)).toBe('static')
    expect(loggedRoute('GET', `/unsubscribe?email=${personal}`)).toBe('page')
    expect(loggedRoute('POST', `/${personal}`)).toBe('other')
    expect(loggedRoute('GET', `http://${personal}/`)).toBe('other')
  })
})
