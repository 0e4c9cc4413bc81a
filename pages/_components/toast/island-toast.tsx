import { Component, lazy, Suspense, type ReactNode } from 'react'
import type { ShownToast } from './toast-region.tsx'
// The toast's code loads with the first toast, but its styles come with the page's stylesheet.
import './_toast.scss'

const ToastRegion = lazy(() => import('./toast-region.tsx').then((module) => ({ default: module.ToastRegion })))

interface IslandToastProps {
  toast: ShownToast | null
  onDismiss(): void
  label?: string
}

/**
 * An island's toast. The toast code loads with the first toast, not with the page; the outcome is
 * also written into the form at once, so nothing waits on it, and if the code cannot be loaded (a
 * new release replaced it, the connection dropped) the form carries on without toasts.
 */
export function IslandToast({ toast, ...props }: IslandToastProps) {
  if (!toast) return null
  return (
    <WithoutToastOnFailure>
      <Suspense fallback={null}>
        <ToastRegion toast={toast} {...props} />
      </Suspense>
    </WithoutToastOnFailure>
  )
}

class WithoutToastOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
