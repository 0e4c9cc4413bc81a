import { describe, expect, test } from 'vitest'
import { clientChunkGroup } from './client-chunk-group.ts'

describe('clientChunkGroup', () => {
  test('puts the libraries the islands need into one file', () => {
    expect(clientChunkGroup('/site/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('framework')
    expect(clientChunkGroup('/site/node_modules/@radix-ui/react-tabs/dist/index.mjs')).toBe('framework')
  })

  test('leaves apart the libraries loaded after the islands or never', () => {
    expect(clientChunkGroup('/site/node_modules/zod/v4/mini/schemas.js')).toBeNull()
    expect(clientChunkGroup('/site/node_modules/@radix-ui/react-toast/dist/index.mjs')).toBeNull()
    expect(clientChunkGroup('/site/node_modules/vike/dist/client/runtime.js')).toBeNull()
  })

  test('leaves apart a dialog, and what only a dialog needs: it loads when one is first opened', () => {
    expect(clientChunkGroup('/site/pages/_components/advisor-board/advisor-dialog.tsx')).toBeNull()
    expect(clientChunkGroup('/site/node_modules/@radix-ui/react-dialog/dist/index.mjs')).toBeNull()
    expect(clientChunkGroup('/site/node_modules/react-remove-scroll/dist/es2015/index.js')).toBeNull()
  })

  test('leaves apart what the page runs before any island: its entry and the loader', () => {
    expect(clientChunkGroup('/site/pages/index/+client.ts')).toBeNull()
    expect(clientChunkGroup('/site/pages/_components/island/hydrate-islands-when-needed.ts')).toBeNull()
    expect(clientChunkGroup('/site/renderer/page-scripts/page-script-hooks.ts')).toBeNull()
  })

  test('groups the home islands, and the parts islands share, each into a file of its own', () => {
    expect(clientChunkGroup('/site/pages/index/sections/contact/contact-form.tsx')).toBe('home-islands')
    expect(clientChunkGroup('/site/pages/_components/science-explorer/science-explorer.tsx')).toBe('home-islands')
    expect(clientChunkGroup('/site/pages/_components/forms/page-form.tsx')).toBe('shared-islands')
    expect(clientChunkGroup('/site/lib/forms/form-options.ts')).toBe('shared-islands')
    expect(clientChunkGroup('/site/lib/forms/form-registry.ts')).toBe('shared-islands')
    expect(clientChunkGroup('/site/pages/_components/forms/signup-form.tsx')).toBeNull()
  })

  test('leaves the form checks apart: they load when a form is first sent', () => {
    expect(clientChunkGroup('/site/lib/forms/contact-schema.ts')).toBeNull()
    expect(clientChunkGroup('/site/pages/_components/toast/toast-region.tsx')).toBeNull()
  })
})
