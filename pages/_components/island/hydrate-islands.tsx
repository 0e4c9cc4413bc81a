import { useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { pageScriptHooks } from '../../../renderer/page-scripts/page-script-hooks.ts'
import type { IslandDefinition } from './define-island.ts'

/**
 * Marks an island once it responds to input, so that tests (and styles) can tell, and sends the
 * form the visitor sent before then (the page's site script held it and noted which one).
 */
function MarkHydrated({ island, children }: { island: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    island.setAttribute(pageScriptHooks.hydrated, 'true')
    const pending = island.getAttribute(pageScriptHooks.submitPending)
    if (pending === null) return
    island.removeAttribute(pageScriptHooks.submitPending)
    island.querySelectorAll('form')[Number(pending)]?.requestSubmit()
  }, [island])
  return children
}

/**
 * Called from a page's +client.ts with the islands that page uses: hydrates every island of the
 * page rendered by <Island>, with the props and id prefix it was prerendered with.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island takes props of its own, read back from the page's JSON
export function hydrateIslands(islands: readonly IslandDefinition<any>[]): void {
  for (const island of document.querySelectorAll<HTMLElement>(`[${pageScriptHooks.island}]`)) {
    const name = island.getAttribute(pageScriptHooks.island)
    const Component = islands.find((each) => each.name === name)?.component
    const root = island.querySelector<HTMLElement>(':scope > [data-island-root]')
    const propsJson = island.querySelector(':scope > script[data-island-props]')?.textContent
    if (!Component || !root || propsJson == null) {
      console.error(`Island "${name}" is not registered in this page's +client.ts`)
      continue
    }
    hydrateRoot(
      root,
      <MarkHydrated island={island}>
        <Component {...JSON.parse(propsJson)} />
      </MarkHydrated>,
      { identifierPrefix: island.dataset.islandId ?? '' },
    )
  }
}
