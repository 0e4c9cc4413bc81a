import type { ResearchProject } from '../../../lib/content/collections.ts'
import { projectStatuses } from '../../../lib/content/fields/content-options.ts'
import { renderMarkdown } from '../../../lib/content/render-markdown.ts'
import { ResearchProjectCard } from '../../research/research-project-card.tsx'
import { previewData, text, type PreviewProps } from './preview-props.ts'

/** A research project as the Our Research page lists it, its text rendered as there. */
export function ResearchProjectPreview(props: PreviewProps) {
  const project = previewData(props)
  return (
    <div className="research-page container">
      <ul className="research-page__projects">
        <ResearchProjectCard
          project={{
            title: text(project.title),
            status: (text(project.status) || projectStatuses[0]) as ResearchProject['status'],
            leadResearcher: text(project.leadResearcher),
            partners: Array.isArray(project.partners) ? project.partners.map(text) : [],
            html: renderMarkdown(text(project.body)),
          }}
        />
      </ul>
    </div>
  )
}
