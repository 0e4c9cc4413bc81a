import { pageScriptHooks } from '#renderer/page-scripts/page-script-hooks.ts'
import type { IslandDefinition } from './define-island.ts'
import { recordEarlyInput } from './record-early-input.ts'

/** Loads an island's definition (its component) when the island is first needed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island takes props of its own, read back from the page's JSON
export type IslandLoader<N extends string> = () => Promise<IslandDefinition<any, N>>

/**
 * How far below (or above) the viewport an island starts loading: about a screen ahead on a
 * phone, so that a visitor scrolling at reading speed finds it hydrated when it comes into view.
 */
const ROOT_MARGIN = '600px 0px'

/** A visitor's first use of an island that has not loaded yet: each one loads it at once. */
const FIRST_USE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'input'] as const

/**
 * Called from a page's +client.ts with a loader for each island the page has, keyed by its name
 * (a loader for another island is a compile error). Nothing of React or of the islands is
 * loaded until an island nears the viewport or the visitor first uses it (points at it, focuses
 * it, types in it); then that island's component and React are imported and the island hydrates.
 * What the visitor did before it hydrated is kept: typed values stay (React hydrates over them),
 * a form sent is held by the site script and sent once the island runs, and a click on a control
 * with no action of the browser's own is replayed once the island responds (record-early-input.ts).
 *
 * This module imports nothing that brings React with it: the page loads only this at first.
 */
export function hydrateIslandsWhenNeeded<Names extends string>(loaders: { [N in Names]: IslandLoader<N> }): void {
  const islands = [...document.querySelectorAll<HTMLElement>(`[${pageScriptHooks.island}]`)]
  const started = new WeakSet<HTMLElement>()
  /** Islands whose code could not be downloaded (the visitor went offline): tried again when needed. */
  const failed = new Set<HTMLElement>()

  const start = (island: HTMLElement) => {
    if (started.has(island)) return
    started.add(island)
    failed.delete(island)
    for (const type of FIRST_USE_EVENTS) island.removeEventListener(type, onFirstUse, true)
    const name = island.getAttribute(pageScriptHooks.island) ?? ''
    const load = (loaders as Record<string, IslandLoader<string> | undefined>)[name]
    if (!load) {
      console.error(`Island "${name}" has no loader in this page's +client.ts`)
      return
    }
    const earlyInput = recordEarlyInput(island)
    void Promise.all([import('./hydrate-island.tsx'), load()]).then(
      ([{ hydrateIsland }, definition]) => {
        earlyInput.stopRecording()
        observer?.unobserve(island)
        hydrateIsland(island, definition, earlyInput.replay)
      },
      (error: unknown) => {
        earlyInput.stopRecording()
        // Still observed: it loads again on its next use, when it comes near the viewport again,
        // or as soon as the browser is back online while it is near.
        started.delete(island)
        failed.add(island)
        listenForFirstUse(island)
        console.error(`Island "${name}" could not be loaded`, error)
      },
    )
  }

  function onFirstUse(this: HTMLElement) {
    start(this)
  }
  const listenForFirstUse = (island: HTMLElement) => {
    for (const type of FIRST_USE_EVENTS) island.addEventListener(type, onFirstUse, { capture: true, passive: true })
  }

  // Browsers without IntersectionObserver (very old ones) hydrate every island at once.
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) start(entry.target as HTMLElement)
          },
          { rootMargin: ROOT_MARGIN },
        )
      : undefined
  window.addEventListener('online', () => {
    for (const island of failed) {
      if (!observer) start(island)
      else {
        // Observed afresh, the observer reports at once whether it is near: if it is, it loads.
        observer.unobserve(island)
        observer.observe(island)
      }
    }
  })

  for (const island of islands) {
    listenForFirstUse(island)
    if (observer) observer.observe(island)
    else start(island)
  }
}
