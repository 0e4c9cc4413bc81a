import { describe, expect, it } from 'vitest'
import { rulesBroken } from './rules-broken.ts'

const rule = 'senseahead/import-names-its-folder'
const importing = (specifier: string) => `import { x } from '${specifier}'\nexport const y = x\n`

describe('An import', () => {
  it('into another of the project folders names it, #lib/… and the like, from any folder', async () => {
    expect(await rulesBroken('api/mail/words.server.ts', importing('../../lib/forms/form-path.ts'))).toContain(rule)
    expect(await rulesBroken('scripts/start.ts', importing('../api/app.server.ts'))).toContain(rule)
    expect(await rulesBroken('api/mail/words.server.ts', importing('#lib/forms/form-path.ts'))).not.toContain(rule)
  })

  it('within a folder is relative, one level up at most', async () => {
    expect(await rulesBroken('pages/index/sections/hero/hero.tsx', importing('../../../_components/section/section.tsx'))).toContain(rule)
    expect(await rulesBroken('pages/index/sections/hero/hero.tsx', importing('../invitations/invitations.ts'))).not.toContain(rule)
    expect(await rulesBroken('pages/index/sections/hero/hero.tsx', importing('./hero-video.ts'))).not.toContain(rule)
  })

  it('of a package, or of a file outside the project folders, is left as it is', async () => {
    expect(await rulesBroken('tools/x/y.ts', importing('react'))).not.toContain(rule)
    expect(await rulesBroken('tools/x/y.ts', importing('../../package.json'))).not.toContain(rule)
  })
})
