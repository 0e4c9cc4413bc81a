import type { ToastMessage } from '../_components/toast/toast-message.ts'

/** What the Play With Me dialogs give the form inside them. */
export interface DialogFormProps {
  /** Keeps ids unique: the dialogs appear twice on the page. */
  idPrefix: string
  /** How soon we contact the person (content settings), which the message after sending promises. */
  replyTime: string
  /** One flag for both dialog forms: while either is sending, neither can be sent. */
  submitting: boolean
  onSubmittingChange(submitting: boolean): void
  /** The form was stored: the dialog closes and the confirmation shows. */
  onSent(message: ToastMessage): void
  onFailed(message: ToastMessage): void
}
