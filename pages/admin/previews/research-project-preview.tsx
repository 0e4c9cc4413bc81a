import type { ResearchProject } from '#lib/content/collections.ts'
import { projectStatuses } from '#lib/content/fields/content-options.ts'
import { renderMarkdown } from '#lib/content/render-markdown.ts'
import { ResearchProjectCard } from '#pages/research/research-project-card.tsx'
import { fieldTexts, previewData, text, texts, type PreviewProps } from './preview-props.ts'

/** A research project as the Our Research page lists it, its text rendered as there. */
export function ResearchProjectPreview(props: PreviewProps) {
  const project = previewData(props)
  return (
    <div className="research-page container">
      <ul className="research-page__projects">
        <ResearchProjectCard
          project={{
            ...fieldTexts(project, ['title', 'leadResearcher']),
            status: (text(project.status) || projectStatuses[0]) as ResearchProject['status'],
            partners: texts(project.partners),
            html: renderMarkdown(text(project.body)),
          }}
        />
      </ul>
    </div>
  )
}
