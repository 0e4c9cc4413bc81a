import { lazy, Suspense, useRef, useState } from 'react'
import { SocialLinks } from '#renderer/social-links/social-links.tsx'
import type { BoardAdvisor } from './board-advisor.ts'
import { pictureSlots } from '#lib/pictures/picture-slots.ts'
import { Picture } from '#renderer/picture/picture.tsx'
import './_advisor-board.scss'

/**
 * The dialog's code (and Radix Dialog's, about 10 KB) loads when a visitor first nears or uses a
 * profile button, not with the cards, which most visitors only read.
 */
const loadAdvisorDialog = () => import('./advisor-dialog.tsx')
const preloadAdvisorDialog = () => void loadAdvisorDialog()
const AdvisorDialog = lazy(() => loadAdvisorDialog().then((module) => ({ default: module.AdvisorDialog })))

/** Advisor cards; 'View full profile' opens the advisor's full biography in a dialog. */
export function AdvisorBoard({ advisors }: { advisors: BoardAdvisor[] }) {
  // The advisor last shown stays in the dialog while it closes.
  const [shown, setShown] = useState<number | null>(null)
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  return (
    <>
      <ul className="advisor-board">
        {advisors.map((advisor, index) => (
          <li key={advisor.slug} className="card advisor-board__card">
            <Picture className="advisor-board__portrait" src={advisor.image} alt={advisor.imageAlt} decorative={advisor.imageDecorative} slot={pictureSlots.portrait} sizes="8rem" />
            <div className="advisor-board__body">
              <p className="advisor-board__expertise">{advisor.expertise}</p>
              <h4 id={`advisor-${advisor.slug}`} className="advisor-board__name">
                {advisor.name}
              </h4>
              <p className="advisor-board__title">{advisor.title}</p>
              <p>{advisor.bio}</p>
              <div className="advisor-board__actions">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-describedby={`advisor-${advisor.slug}`}
                  aria-haspopup="dialog"
                  aria-expanded={open && shown === index}
                  // Fetched as the visitor nears the button, so that the dialog opens at once.
                  onPointerEnter={preloadAdvisorDialog}
                  onFocus={preloadAdvisorDialog}
                  onClick={(event) => {
                    opener.current = event.currentTarget
                    setShown(index)
                    setOpen(true)
                  }}
                >
                  View full profile
                </button>
                <SocialLinks socials={advisor.socials} owner={advisor.name} />
              </div>
            </div>
          </li>
        ))}
      </ul>
      {shown !== null && (
        <Suspense>
          <AdvisorDialog advisor={advisors[shown]!} open={open} onClose={() => setOpen(false)} returnFocus={() => opener.current?.focus()} />
        </Suspense>
      )}
    </>
  )
}
