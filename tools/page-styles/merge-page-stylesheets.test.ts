import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { mergePageStylesheets } from './merge-page-stylesheets.ts'

const link = (href: string) => `    <link rel="stylesheet" type="text/css" href="${href}">\n`
let root = ''

function site(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'merge-page-stylesheets-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('mergePageStylesheets', () => {
  test('links one stylesheet per page, joined in the order the page linked them, each text once', () => {
    site({
      'index.html': `<head>\n${link('/assets/static/a.css')}${link('/assets/static/b.css')}${link('/assets/static/b-again.css')}  <meta charset="utf-8" />\n</head>`,
      'research/index.html': `<head>\n${link('/assets/static/b.css')}</head>`,
      'assets/static/a.css': '.a{color:red}',
      'assets/static/b.css': '.b{color:blue}\n',
      'assets/static/b-again.css': '.b{color:blue}\n',
    })
    const { pages, stylesheets } = mergePageStylesheets(root)
    expect(pages).toBe(2)
    const home = readFileSync(join(root, 'index.html'), 'utf8')
    const href = /href="([^"]+)"/.exec(home)![1]!
    expect(home.match(/rel="stylesheet"/g)).toHaveLength(1)
    expect(home).toContain('<meta charset="utf-8" />')
    expect(readFileSync(join(root, href), 'utf8')).toBe('.a{color:red}\n.b{color:blue}\n')
    expect(stylesheets).toHaveLength(2)
    expect(existsSync(join(root, 'assets/static/a.css'))).toBe(false)
  })

  test('refuses a build whose browser code loads a stylesheet itself', () => {
    site({
      'index.html': link('/assets/static/a.css'),
      'assets/static/a.css': '.a{}',
      'assets/chunks/island.js': 'm.f=["assets/static/a.css"]',
    })
    expect(() => mergePageStylesheets(root)).toThrow(/island\.js loads \/assets\/static\/a\.css/)
  })
})
