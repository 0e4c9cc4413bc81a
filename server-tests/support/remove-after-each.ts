import { afterEach } from 'vitest'

interface Removable {
  remove(): Promise<void>
}

/**
 * After each test, removes what the test left in the variables `holders` read (a started site, a
 * store), each thing once: a later test that started nothing does not remove it again.
 */
export function removeAfterEach(...holders: (() => Removable | undefined)[]): void {
  const removed = new WeakSet<Removable>()
  afterEach(async () => {
    for (const holder of holders) {
      const thing = holder()
      if (!thing || removed.has(thing)) continue
      removed.add(thing)
      await thing.remove()
    }
  })
}
