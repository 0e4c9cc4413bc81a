import { afterAll, beforeAll } from 'vitest'
import type { TestStore, TestStoreKind } from './test-stores.ts'

/**
 * A store of the kind for the tests of the surrounding describe block, opened before them and
 * removed after them. Its fields are read when a test runs, once the store exists.
 */
export function useTestStore(kind: TestStoreKind): Pick<TestStore, 'db' | 'transaction' | 'within' | 'forgetDeleted' | 'location'> {
  let store: TestStore | undefined
  beforeAll(async () => {
    store = await kind.create()
  })
  afterAll(async () => {
    await store?.remove()
  })
  const opened = () => {
    if (!store) throw new Error('The test store is opened before the tests of its block run')
    return store
  }
  return {
    get db() {
      return opened().db
    },
    get transaction() {
      return opened().transaction
    },
    get within() {
      return opened().within
    },
    get forgetDeleted() {
      return opened().forgetDeleted
    },
    get location() {
      return opened().location
    },
  }
}
