import type { ComponentType } from 'react'

interface IslandProps<P extends object> {
  /** The key under which the page's +client.ts registers the component for hydration. */
  name: string
  component: ComponentType<P>
  props: P
}

/**
 * Renders an interactive component into the prerendered HTML and marks it for hydration. Only
 * islands load JavaScript: the rest of the page stays plain HTML. Props travel as a JSON data
 * block, which a Content-Security-Policy without inline scripts allows.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  // "<" is escaped so that no text in the props can close the script element early.
  const json = JSON.stringify(props).replace(/</g, '\\u003c')
  return (
    <div className="island" data-island={name}>
      <script type="application/json" data-island-props dangerouslySetInnerHTML={{ __html: json }} />
      <div data-island-root>
        <Component {...props} />
      </div>
    </div>
  )
}
