import { useCallback, useEffect, useRef } from 'react'

/** When the visitor could first use the form (it came to life in the browser); `restart` after a reset. */
export function useOpenedAt() {
  const openedAt = useRef(0)
  const restart = useCallback(() => {
    openedAt.current = Date.now()
  }, [])
  useEffect(restart, [restart])
  return { openedAt, restart }
}
