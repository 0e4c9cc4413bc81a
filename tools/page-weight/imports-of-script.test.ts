import { describe, expect, test } from 'vitest'
import { importsOfScript } from './imports-of-script.ts'

describe('importsOfScript', () => {
  test('resolves static imports against the importing file', () => {
    expect(importsOfScript('import{r as e}from"../chunks/a.js";import"./b.js";', '/assets/entries/page.js')).toEqual({
      eager: ['/assets/chunks/a.js', '/assets/entries/b.js'],
      lazy: [],
    })
  })

  test('counts dynamic imports and preload lists written from the site root as lazy', () => {
    expect(importsOfScript('m.f=["assets/chunks/c.js","assets/static/x.css"];import("../chunks/d.js");import{x}from"../chunks/a.js"', '/assets/entries/page.js')).toEqual({
      eager: ['/assets/chunks/a.js'],
      lazy: ['/assets/chunks/c.js', '/assets/chunks/d.js'],
    })
  })
})
