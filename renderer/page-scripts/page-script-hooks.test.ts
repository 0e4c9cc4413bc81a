import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import type { FormTokenHolder } from './form-token-holder.ts'
import { pageScriptHooks } from './page-script-hooks.ts'

const pageScript = (name: string) => readFileSync(new URL(`../../public/scripts/${name}`, import.meta.url), 'utf8')

test('the page scripts use exactly the data-* hooks the markup takes from pageScriptHooks', () => {
  const used = new Set(['theme.js', 'site.js', 'tooltips.js', 'display-settings.js', 'read-aloud.js'].flatMap((name) => pageScript(name).match(/\bdata-[a-z]+(?:-[a-z]+)*/g) ?? []))
  expect([...used].toSorted()).toEqual(Object.values(pageScriptHooks).toSorted())
})

test('site.js keeps the form token where the islands look for it', () => {
  const property: keyof FormTokenHolder = 'senseaheadFormToken'
  expect(pageScript('site.js')).toContain(`form.${property}`)
})
