import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import type { Advisor } from '../../lib/content/collections.ts'
import { CloseIcon } from '../_components/close-icon/close-icon.tsx'
import { SocialLinks } from '../../renderer/social-links/social-links.tsx'
import type { advisorCardFields } from './advisor-card-fields.ts'
import { pictureSlots } from '../../lib/pictures/picture-slots.ts'
import { Picture } from '../../renderer/picture/picture.tsx'
import './_advisor-board.scss'

export type BoardAdvisor = Pick<Advisor, (typeof advisorCardFields)[number]>

/** Advisor cards; 'View full profile' opens the advisor's full biography in a dialog. */
export function AdvisorBoard({ advisors }: { advisors: BoardAdvisor[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  return (
    <ul className="advisor-board">
      {advisors.map((advisor, index) => (
        <li key={advisor.slug} className="card advisor-board__card">
          <Picture className="advisor-board__portrait" src={advisor.image} alt={advisor.imageAlt} slot={pictureSlots.portrait} sizes="8rem" />
          <div className="advisor-board__body">
            <p className="advisor-board__expertise">{advisor.expertise}</p>
            <h4 id={`advisor-${advisor.slug}`} className="advisor-board__name">
              {advisor.name}
            </h4>
            <p className="advisor-board__title">{advisor.title}</p>
            <p>{advisor.bio}</p>
            <div className="advisor-board__actions">
              <Dialog.Root open={openIndex === index} onOpenChange={(open) => setOpenIndex(open ? index : null)}>
                <Dialog.Trigger className="button button--secondary button--small" aria-describedby={`advisor-${advisor.slug}`}>
                  View full profile
                </Dialog.Trigger>
                <Dialog.Portal>
                  <Dialog.Overlay className="advisor-dialog__overlay" />
                  <Dialog.Content className="advisor-dialog">
                    <div className="advisor-dialog__header">
                      <Picture className="advisor-dialog__portrait" src={advisor.image} alt={advisor.imageAlt} slot={pictureSlots.portrait} sizes="6rem" fold="above" />
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
              <SocialLinks socials={advisor.socials} owner={advisor.name} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
