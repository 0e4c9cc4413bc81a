export interface EarlyInput {
  /** Called just before the island hydrates: from then on React sees the visitor's input itself. */
  stopRecording: () => void
  /** Called once the island responds to input: does again what the island missed. */
  replay: () => void
}

/**
 * A control whose click the browser acts on itself (follows a link, sends a form, ticks a box,
 * focuses a field): that click has already done its work, and doing it again would do it twice.
 */
function clickHasNativeAction(target: Element): boolean {
  const control = target.closest('a[href], area[href], label, input, select, textarea, summary, button')
  if (!control) return false
  if (control instanceof HTMLButtonElement) return control.type !== 'button' && control.form !== null
  return true
}

/**
 * Keeps what a visitor does in an island while its code is still loading, which the island's
 * handlers cannot see: clicks on its own buttons (a topic card, a profile button) and where the
 * focus went (a tab focused before the tabs ran). Once the island responds, the clicks are sent
 * again to the same elements, and the focused element is told it has the focus, so the first
 * click or tab does what it would have done after hydration. Typed values need nothing: React
 * hydrates over the fields without resetting them.
 */
export function recordEarlyInput(island: HTMLElement): EarlyInput {
  const clicks: { target: Element; init: MouseEventInit }[] = []
  let focused: Element | null = island.contains(document.activeElement) ? document.activeElement : null
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || clickHasNativeAction(event.target)) return
    const { clientX, clientY, screenX, screenY, ctrlKey, shiftKey, altKey, metaKey, button, detail } = event
    clicks.push({
      target: event.target,
      init: { bubbles: true, cancelable: true, composed: true, clientX, clientY, screenX, screenY, ctrlKey, shiftKey, altKey, metaKey, button, detail },
    })
  }
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target instanceof Element ? event.target : null
  }
  island.addEventListener('click', onClick, true)
  island.addEventListener('focusin', onFocusIn, true)
  return {
    stopRecording() {
      island.removeEventListener('click', onClick, true)
      island.removeEventListener('focusin', onFocusIn, true)
    },
    replay() {
      if (focused && focused === document.activeElement && island.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }))
      for (const { target, init } of clicks) if (island.contains(target)) target.dispatchEvent(new MouseEvent('click', init))
      clicks.length = 0
    },
  }
}
