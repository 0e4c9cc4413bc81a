import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'

/**
 * Marks an island once it responds to input, so that tests (and styles) can tell, and sends the
 * form the visitor sent before then (the page's site script held it and noted which one).
 */
function MarkHydrated({ island, children }: { island: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    // eslint-disable-next-line react-hooks/immutability -- `island` is the page's DOM element, not React state: marking it is this effect's purpose
    island.dataset.hydrated = 'true'
    const pending = island.dataset.submitPending
    if (pending === undefined) return
    delete island.dataset.submitPending
    island.querySelectorAll('form')[Number(pending)]?.requestSubmit()
  }, [island])
  return children
}

/**
 * Called from a page's +client.ts with the interactive components that page uses: hydrates every
 * island of the page rendered by <Island>, with the props and id prefix it was prerendered with.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island takes props of its own, read back from the page's JSON
export function hydrateIslands(components: Record<string, ComponentType<any>>): void {
  for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = island.dataset.island!
    const Component = components[name]
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
