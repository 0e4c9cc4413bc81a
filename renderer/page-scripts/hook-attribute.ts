import { pageScriptHooks } from './page-script-hooks.ts'

type Hooks = typeof pageScriptHooks

/**
 * The attribute of one page-script hook, to spread onto an element: `<video {...hookAttribute('heroVideo')} />`.
 * Without a value, React writes "true", which is all a marker needs.
 */
export function hookAttribute<H extends keyof Hooks>(hook: H, value: string | boolean = true): Record<Hooks[H], string | boolean> {
  return { [pageScriptHooks[hook]]: value } as Record<Hooks[H], string | boolean>
}
