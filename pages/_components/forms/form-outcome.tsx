import { Notice } from '#lib/forms/notice.tsx'
import type { ToastMessage } from '../toast/toast-message.ts'

/**
 * The outcome of the last submission, kept on the page after its toast has gone: a confirmation
 * (a status message) or a failure (an alert), until the visitor changes the form again. Both live
 * regions are always present, so screen readers announce what appears in them.
 */
export function FormOutcome({ outcome }: { outcome: ToastMessage | null }) {
  const failed = outcome?.variant === 'destructive'
  return (
    <>
      <div role="status">
        {outcome && !failed && (
          <Notice>
            <strong>{outcome.title}</strong> {outcome.description}
          </Notice>
        )}
      </div>
      <div role="alert">
        {outcome && failed && (
          <Notice failed>
            <strong>{outcome.title}:</strong> {outcome.description}
          </Notice>
        )}
      </div>
    </>
  )
}
