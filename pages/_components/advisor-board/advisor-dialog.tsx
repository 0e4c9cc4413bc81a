import * as Dialog from '@radix-ui/react-dialog'
import { useContext } from 'react'
import { DialogContainer } from '../dialog-container/dialog-container.ts'
import { CloseIcon } from '../close-icon/close-icon.tsx'
import { SocialLinks } from '#renderer/social-links/social-links.tsx'
import type { BoardAdvisor } from './board-advisor.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { Picture } from '#renderer/picture/picture.tsx'

interface AdvisorDialogProps {
  advisor: BoardAdvisor
  open: boolean
  onClose: () => void
  /** Gives the focus back to the button that opened it. */
  returnFocus: () => void
}

/** An advisor's full profile, in a modal dialog. */
export function AdvisorDialog({ advisor, open, onClose, returnFocus }: AdvisorDialogProps) {
  const container = useContext(DialogContainer)
  // In another frame (the content editor's preview) it is not modal: Radix's focus trap and scroll
  // lock act on this page's document, not the frame's, and would lock the editor's form. It looks
  // the same, its overlay drawn here, since Radix draws one only for a modal dialog.
  const modal = !container
  return (
    <Dialog.Root open={open} onOpenChange={(next) => next || onClose()} modal={modal}>
      <Dialog.Portal container={container}>
        {modal ? <Dialog.Overlay className="advisor-dialog__overlay" /> : <div className="advisor-dialog__overlay" />}
        <Dialog.Content
          className="advisor-dialog"
          // Opened by a button of the card rather than a Radix trigger, which Radix would focus.
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus()
          }}
        >
          <div className="advisor-dialog__header">
            <Picture
              className="advisor-dialog__portrait"
              src={advisor.image}
              alt={advisor.imageAlt}
              decorative={advisor.imageDecorative}
              slot={pictureSlots.portrait}
              sizes="6rem"
              fold="above"
            />
            <div>
              <p className="advisor-board__expertise">{advisor.expertise}</p>
              <Dialog.Title className="advisor-dialog__name">{advisor.name}</Dialog.Title>
              <Dialog.Description className="advisor-dialog__title">{advisor.title}</Dialog.Description>
            </div>
          </div>
          <div className="advisor-dialog__bio prose" dangerouslySetInnerHTML={{ __html: advisor.html }} />
          <SocialLinks socials={advisor.socials} owner={advisor.name} />
          <Dialog.Close className="advisor-dialog__close">
            <CloseIcon size={20} />
            Close
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
