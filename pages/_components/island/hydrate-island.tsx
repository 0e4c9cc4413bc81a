import { startTransition, useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { pageScriptHooks } from '#renderer/page-scripts/page-script-hooks.ts'
import type { IslandDefinition } from './define-island.ts'

/**
 * Marks an island once it responds to input, so that tests (and styles) can tell, and sends the
 * form the visitor sent before then (the page's site script held it and noted which one).
 */
function MarkHydrated({ island, onHydrated, children }: { island: HTMLElement; onHydrated: () => void; children: ReactNode }) {
  useEffect(() => {
    island.setAttribute(pageScriptHooks.hydrated, 'true')
    const pending = island.getAttribute(pageScriptHooks.submitPending)
    if (pending !== null) {
      island.removeAttribute(pageScriptHooks.submitPending)
      island.querySelectorAll('form')[Number(pending)]?.requestSubmit()
    }
    onHydrated()
  }, [island, onHydrated])
  return children
}

/**
 * Hydrates one island rendered by <Island>, with the props and id prefix it was prerendered with.
 * This module brings React with it, so the page's loader imports it only when an island is needed;
 * `onHydrated` runs once the island's own effects have run and it responds to input.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island takes props of its own, read back from the page's JSON
export function hydrateIsland(island: HTMLElement, { component: Component }: IslandDefinition<any>, onHydrated: () => void): void {
  const root = island.querySelector<HTMLElement>(':scope > [data-island-root]')
  const propsJson = island.querySelector(':scope > script[data-island-props]')?.textContent
  if (!root || propsJson == null) {
    console.error(`Island "${island.getAttribute(pageScriptHooks.island)}" has no root or props in the page`)
    return
  }
  // As a transition, React hydrates in slices of a few milliseconds and lets the browser handle
  // input between them, rather than in one long task that would hold up a page that opens on an
  // island (/advisors, /contact); a click or key in the island still hydrates it at once.
  startTransition(() => {
    hydrateRoot(
      root,
      <MarkHydrated island={island} onHydrated={onHydrated}>
        <Component {...JSON.parse(propsJson)} />
      </MarkHydrated>,
      { identifierPrefix: island.dataset.islandId ?? '' },
    )
  })
}
