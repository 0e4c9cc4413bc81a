import { useCallback, useEffect, useRef } from 'react'

/**
 * When the visitor could first use the form; `restart` after a reset. A form in the page's HTML
 * can be filled in from the moment the page shows, before its scripts run; any other form comes
 * to life when it is shown.
 */
export function useOpenedAt(inPageHtml: boolean) {
  const openedAt = useRef(0)
  const restart = useCallback(() => {
    openedAt.current = Date.now()
  }, [])
  useEffect(() => {
    openedAt.current = inPageHtml ? performance.timeOrigin : Date.now()
  }, [inPageHtml])
  return { openedAt, restart }
}
