import { useCallback, useState } from 'react'
import type { ToastMessage } from './toast-message.ts'
import type { ShownToast } from './toast-region.tsx'

/** The one toast an island shows: `show` replaces whatever is showing. */
export function useToast() {
  const [toast, setToast] = useState<ShownToast | null>(null)
  const show = useCallback((message: ToastMessage) => setToast((current) => ({ ...message, key: (current?.key ?? 0) + 1 })), [])
  const dismiss = useCallback(() => setToast(null), [])
  return { toast, show, dismiss }
}
