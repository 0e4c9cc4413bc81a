import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'

/**
 * Called from a page's +client.ts with the interactive components that page uses: hydrates every
 * island of the page rendered by <Island>, with the props and id prefix it was prerendered with.
 */
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
    hydrateRoot(root, <Component {...JSON.parse(propsJson)} />, { identifierPrefix: island.dataset.islandId ?? '' })
  }
}
