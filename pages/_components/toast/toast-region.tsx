import * as Toast from '@radix-ui/react-toast'
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

/**
 * A toast area for one island, there while its toast shows: at most one toast, for five seconds,
 * dismissed by a swipe of 50 px or its close button; F8 moves focus to it (on a page with several
 * islands, to the one showing a toast). Radix announces each toast to screen readers.
 */
export function ToastRegion({ toast, onDismiss, label = 'Notifications (F8)' }: ToastRegionProps) {
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
      <Toast.Viewport className="toast-viewport" hotkey={['F8']} label={label} />
    </Toast.Provider>
  )
}
