import { lazy, Suspense } from 'react'
import type { ShownToast } from './toast-region.tsx'

const ToastRegion = lazy(() => import('./toast-region.tsx').then((module) => ({ default: module.ToastRegion })))

interface IslandToastProps {
  toast: ShownToast | null
  onDismiss(): void
  label?: string
}

/**
 * An island's toast. The toast code loads with the first toast, not with the page; the outcome is
 * also written into the form at once, so nothing waits on it.
 */
export function IslandToast({ toast, ...props }: IslandToastProps) {
  if (!toast) return null
  return (
    <Suspense fallback={null}>
      <ToastRegion toast={toast} {...props} />
    </Suspense>
  )
}
