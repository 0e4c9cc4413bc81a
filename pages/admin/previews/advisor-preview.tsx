import type { Advisor } from '#lib/content/collections.ts'
import { renderMarkdown } from '#lib/content/render-markdown.ts'
import { DialogContainer } from '#pages/_components/dialog-container/dialog-container.ts'
import { AdvisorBoard } from '#pages/_components/advisor-board/advisor-board.tsx'
import { assetUrl, previewData, text, type PreviewProps } from './preview-props.ts'

/** An advisor's card as the home page's advisory board shows it; 'View full profile' opens the profile dialog as there, inside the preview. */
export function AdvisorPreview(props: PreviewProps) {
  const advisor = previewData(props)
  const socials = Array.isArray(advisor.socials) ? (advisor.socials as Advisor['socials']) : []
  return (
    <DialogContainer value={props.document?.body}>
      <AdvisorBoard
        advisors={[
          {
            slug: advisor.slug,
            name: text(advisor.name),
            title: text(advisor.title),
            bio: text(advisor.bio),
            html: renderMarkdown(text(advisor.body)),
            image: assetUrl(props, advisor.image),
            imageAlt: text(advisor.imageAlt),
            imageDecorative: advisor.imageDecorative !== false,
            expertise: (text(advisor.expertise) || 'Research') as Advisor['expertise'],
            socials,
          },
        ]}
      />
    </DialogContainer>
  )
}
