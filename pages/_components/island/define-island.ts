import type { ComponentType } from 'react'
import type { JsonSafe } from './json-safe.ts'

export interface IslandDefinition<P, N extends string = string> {
  /** Marks the island in the HTML and finds its component again when the page hydrates. */
  readonly name: N
  readonly component: ComponentType<P>
}

/**
 * Refuses a component whose props would not survive JSON. It sits beside the component's type
 * rather than in a constraint on P: when props miss a constraint, the compiler takes the
 * constraint itself for P, and a component accepts that narrower type, so nothing is refused.
 */
type PropsSurviveJson<P> = [P] extends [JsonSafe<P>] ? unknown : { 'its props must survive JSON.stringify and JSON.parse': never }

/**
 * An interactive component and the name it is known by, written once: a page renders it with
 * <Island island={…} props={…}>, and the page's +client.ts names a loader for it in
 * hydrateIslandsWhenNeeded({…}), which imports this module only when the island is needed.
 * The props travel from the prerendered HTML to the browser as JSON, so a component whose props
 * would not survive that trip (a function, a date…) is refused here, at compile time.
 *
 * This module holds no code beyond the object it returns: +client.ts entries import it, and
 * nothing of the server-side rendering may come with it.
 */
export function defineIsland<P extends object, const N extends string>(name: N, component: ComponentType<P> & PropsSurviveJson<P>): IslandDefinition<P, N> {
  return { name, component }
}
