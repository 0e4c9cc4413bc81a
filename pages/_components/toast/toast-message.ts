/** What a toast says. Destructive toasts report a failure. */
export interface ToastMessage {
  title: string
  description: string
  variant?: 'default' | 'destructive'
}
