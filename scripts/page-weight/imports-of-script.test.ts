import { describe, expect, test } from 'vitest'
import { importsOfScript } from './imports-of-script.ts'

describe('importsOfScript', () => {
  test('resolves static imports against the importing file', () => {
    expect(importsOfScript('import{r as e}from"../chunks/a.js";import"./b.js";', '/assets/entries/page.js')).toEqual(['/assets/chunks/a.js', '/assets/entries/b.js'])
  })

  test('reads dynamic imports and preload lists written from the site root', () => {
    expect(importsOfScript('m.f=["assets/chunks/c.js","assets/static/x.css"];import("../chunks/d.js")', '/assets/entries/page.js')).toEqual(['/assets/chunks/c.js', '/assets/chunks/d.js'])
  })
})
