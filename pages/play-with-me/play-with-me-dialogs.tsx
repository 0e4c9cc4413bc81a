import { useState } from 'react'
import { FormOutcome } from '../_components/forms/form-outcome.tsx'
import { useFormFeedback } from '../_components/forms/use-form-feedback.ts'
import { IslandToast } from '../_components/toast/island-toast.tsx'
import type { ToastMessage } from '../_components/toast/toast-message.ts'
import { FormDialog } from './form-dialog.tsx'
import { PlayRegistrationForm } from './play-registration-form.tsx'
import { VolunteerApplicationForm } from './volunteer-application-form.tsx'
import '../_components/forms/_form.scss'

/** The two sign-ups, each a form in a dialog that its button opens. */
const DIALOGS = [
  {
    name: 'play',
    triggerLabel: 'My Child Wants to Play!',
    title: 'Register Your Child',
    description: 'Tell us about your child and when they can play. A parent or guardian must send this form.',
    Form: PlayRegistrationForm,
  },
  {
    name: 'volunteer',
    triggerLabel: 'I Want to Volunteer!',
    title: 'Volunteer Application',
    description: 'Tell us when you can play and which games you enjoy.',
    Form: VolunteerApplicationForm,
  },
] as const

type DialogName = (typeof DIALOGS)[number]['name']

interface PlayWithMeDialogsProps {
  /** Where on the page this copy sits ("hero", "closing"): keeps its ids and notification area apart. */
  placement: string
  /** The name of this copy's notification area for screen readers. */
  notificationsLabel: string
  /** How soon we contact the person (content settings), which the message after sending promises. */
  replyTime: string
}

/**
 * The two Play With Me sign-ups, 'My Child Wants to Play!' and 'I Want to Volunteer!', each a form
 * in a dialog. They share one submitting flag. A confirmation closes the dialog and stays below the
 * buttons; a failure keeps the dialog open with every value and says so inside it.
 */
export function PlayWithMeDialogs({ placement, notificationsLabel, replyTime }: PlayWithMeDialogsProps) {
  const [openDialog, setOpenDialog] = useState<DialogName | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<{ dialog: DialogName; message: ToastMessage } | null>(null)
  const { toast, dismissToast, outcome, report, clearOutcome } = useFormFeedback()

  const formProps = (dialog: DialogName) => ({
    idPrefix: placement,
    replyTime,
    submitting,
    onSubmittingChange: (value: boolean) => {
      if (value) setFailure(null)
      setSubmitting(value)
    },
    onSent: (message: ToastMessage) => {
      // Only the dialog that sent closes: the visitor may have opened the other one meanwhile.
      setOpenDialog((current) => (current === dialog ? null : current))
      report(message)
    },
    onFailed: (message: ToastMessage) => {
      setFailure({ dialog, message })
      report(message)
    },
  })
  const dialogProps = (dialog: DialogName) => ({
    open: openDialog === dialog,
    onOpenChange: (open: boolean) => {
      setOpenDialog(open ? dialog : null)
      setFailure(null)
      if (open) clearOutcome()
    },
  })

  return (
    <div className="play-dialogs">
      <div className="play-dialogs__buttons">
        {DIALOGS.map(({ name, Form, ...texts }) => (
          <FormDialog key={name} {...texts} {...dialogProps(name)}>
            <Form {...formProps(name)} />
            <FormOutcome outcome={failure?.dialog === name ? failure.message : null} />
          </FormDialog>
        ))}
      </div>
      <div className="form__footer">
        <FormOutcome outcome={outcome?.variant === 'destructive' ? null : outcome} />
      </div>
      <IslandToast toast={toast} onDismiss={dismissToast} label={notificationsLabel} />
    </div>
  )
}
