import { useId } from 'react'
import { renderToString } from 'react-dom/server'
import { hookAttribute } from '#renderer/page-scripts/hook-attribute.ts'
import type { IslandDefinition } from './define-island.ts'

interface IslandProps<P extends object> {
  /** The island as defined once with defineIsland, and hydrated by the page's +client.ts. */
  island: IslandDefinition<P>
  /** Checked against the island's component, never widened to fit. */
  props: NoInfer<P>
}

/**
 * Renders an interactive component into the prerendered HTML and marks it for hydration. Only
 * islands load JavaScript: the rest of the page stays plain HTML. Props travel as a JSON data
 * block, which a Content-Security-Policy without inline scripts allows.
 *
 * Each island is rendered as its own React root with its own id prefix, exactly as it is hydrated:
 * ids made by useId (labels, aria-controls) then match between server and browser and never
 * repeat between two islands of one page.
 */
export function Island<P extends object>({ island: { name, component: Component }, props }: IslandProps<P>) {
  const identifierPrefix = `${name}${useId().replace(/[^a-zA-Z0-9]/g, '')}-`
  // "<" is escaped so that no text in the props can close the script element early.
  const json = JSON.stringify(props).replace(/</g, '\\u003c')
  const html = renderToString(<Component {...props} />, { identifierPrefix })
  return (
    <div className="island" {...hookAttribute('island', name)} data-island-id={identifierPrefix}>
      <script type="application/json" data-island-props dangerouslySetInnerHTML={{ __html: json }} />
      <div data-island-root dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  )
}
