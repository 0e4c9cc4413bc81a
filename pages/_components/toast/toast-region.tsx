import * as Toast from '@radix-ui/react-toast'
import { useLayoutEffect, useRef } from 'react'
import type { ToastMessage } from './toast-message.ts'
import { CloseIcon } from '../close-icon/close-icon.tsx'
import { hookAttribute } from '#renderer/page-scripts/hook-attribute.ts'

export const TOAST_DURATION_MS = 5000

/** A toast on screen; a new key replaces the one showing, so there is one at a time. */
export type ShownToast = ToastMessage & { key: number }

interface ToastRegionProps {
  toast: ShownToast
  onDismiss(): void
  /** The name screen readers give the notification area. */
  label?: string
}

type Side = 'top' | 'bottom'

/**
 * The edge of the window the toast keeps to: the one away from where the visitor is, the element
 * with focus (the button just pressed) and the form's own message, which says the same and must
 * stay readable. On a phone with large text a toast can fill a third of the window.
 */
function sideAwayFromVisitor(): Side {
  const kept = [document.activeElement, ...document.querySelectorAll('.form-outcome')].filter(
    (element): element is HTMLElement => element instanceof HTMLElement && element !== document.body,
  )
  const boxes = kept.map((element) => element.getBoundingClientRect()).filter((box) => box.height > 0)
  if (boxes.length === 0) return 'bottom'
  const middle = (Math.min(...boxes.map((box) => box.top)) + Math.max(...boxes.map((box) => box.bottom))) / 2
  return middle > window.innerHeight / 2 ? 'top' : 'bottom'
}

/**
 * A toast area for one island, there while its toast shows: at most one toast, for five seconds,
 * dismissed by a swipe of 50 px or its close button; F8 moves focus to it (on a page with several
 * islands, to the one showing a toast). Radix announces each toast to screen readers. It shows at
 * the bottom of the window, or at the top when the visitor is in the window's lower half.
 */
export function ToastRegion({ toast, onDismiss, label = 'Notifications (F8)' }: ToastRegionProps) {
  const viewport = useRef<HTMLOListElement>(null)
  // Before the toast is painted, and again for each new one: where the visitor is may have moved.
  useLayoutEffect(() => viewport.current?.setAttribute('data-side', sideAwayFromVisitor()), [toast.key])
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      <Toast.Root
        key={toast.key}
        className={`toast${toast.variant === 'destructive' ? ' toast--destructive' : ''}`}
        type={toast.variant === 'destructive' ? 'foreground' : 'background'}
        onOpenChange={(open) => {
          if (!open) onDismiss()
        }}
      >
        <Toast.Title className="toast__title">{toast.title}</Toast.Title>
        <Toast.Description className="toast__description">{toast.description}</Toast.Description>
        <Toast.Close className="toast__close" aria-label="Close notification" {...hookAttribute('tooltip')}>
          <CloseIcon size={18} />
        </Toast.Close>
      </Toast.Root>
      <Toast.Viewport ref={viewport} className="toast-viewport" hotkey={['F8']} label={label} />
    </Toast.Provider>
  )
}
