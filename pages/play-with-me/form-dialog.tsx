import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { CloseIcon } from '../_components/close-icon/close-icon.tsx'
import { hookAttribute } from '#renderer/page-scripts/hook-attribute.ts'
import './_form-dialog.scss'

interface FormDialogProps {
  triggerLabel: string
  title: string
  description: string
  open: boolean
  onOpenChange(open: boolean): void
  children: ReactNode
}

/** A button that opens a form in a modal dialog; Escape or the close button dismiss it. */
export function FormDialog({ triggerLabel, title, description, open, onOpenChange, children }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="button button--primary">{triggerLabel}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="form-dialog__overlay" />
        <Dialog.Content className="form-dialog">
          <Dialog.Title className="form-dialog__title">{title}</Dialog.Title>
          <Dialog.Description className="form-dialog__description">{description}</Dialog.Description>
          {children}
          <Dialog.Close className="form-dialog__close" aria-label="Close" {...hookAttribute('tooltip')}>
            <CloseIcon size={20} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
