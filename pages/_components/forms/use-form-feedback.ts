import { useCallback, useState } from 'react'
import type { ToastMessage } from '../toast/toast-message.ts'
import { useToast } from '../toast/use-toast.ts'

/** Reports a submission's outcome twice: in a toast, and on the page where it stays readable. */
export function useFormFeedback() {
  const { toast, show, dismiss } = useToast()
  const [outcome, setOutcome] = useState<ToastMessage | null>(null)
  const report = useCallback(
    (message: ToastMessage) => {
      show(message)
      setOutcome(message)
    },
    [show],
  )
  const clearOutcome = useCallback(() => setOutcome(null), [])
  return { toast, dismissToast: dismiss, outcome, report, clearOutcome }
}
