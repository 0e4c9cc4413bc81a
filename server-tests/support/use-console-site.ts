import { afterAll, beforeAll } from 'vitest'
import { startMailCatcher, type MailCatcher } from '#api/testing/start-mail-catcher.ts'
import type { TestStore, TestStoreKind } from '#api/testing/test-stores.ts'
import { startSite, type StartedSite } from '#tools/start-site/start-site.ts'
import { consoleSiteEnv } from './console-site-env.ts'
import { consoleTestClient } from './console-test-client.ts'

/**
 * The site the console's server tests of the surrounding describe block run against: a store of
 * the kind, a mail catcher and the site on them (its settings as `consoleSiteEnv` gives them),
 * started before the tests and removed after them, with the visitor's and staff's moves of
 * `consoleTestClient`. Its fields are read when a test runs, once the site is started. `extra` may
 * be a function, read as the site starts, for settings known only then (a fake GitHub's address).
 */
export function useConsoleSite(kind: TestStoreKind, staff: string, extra: Record<string, string> | (() => Record<string, string>) = {}) {
  let started: { store: TestStore; mail?: MailCatcher; site?: StartedSite } | undefined
  const part = <Name extends 'store' | 'mail' | 'site'>(name: Name) => {
    const value = started?.[name]
    if (!value) throw new Error('The console site is started before the tests of its block run')
    return value as NonNullable<(typeof started & object)[Name]>
  }
  beforeAll(async () => {
    started = { store: await kind.create() }
    started.mail = await startMailCatcher()
    started.site = await startSite({
      dataDir: started.store.location.dataDir,
      env: consoleSiteEnv(started.store, started.mail, staff, typeof extra === 'function' ? extra() : extra),
    })
  })
  afterAll(async () => {
    await started?.site?.remove()
    await started?.mail?.close()
    await started?.store.remove()
  })
  return {
    get store() {
      return part('store')
    },
    get mail() {
      return part('mail')
    },
    get site() {
      return part('site')
    },
    ...consoleTestClient({ site: () => part('site'), store: () => part('store'), mail: () => part('mail') }),
  }
}
