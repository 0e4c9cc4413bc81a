import type { ResearchProject } from '#lib/content/collections.ts'
import { ProjectCard } from '../_components/project-card/project-card.tsx'
import { TextList } from '../_components/text-list/text-list.tsx'

/** A project as the Our Research page lists it: its card, its text and its partners. */
export function ResearchProjectCard({ project, headingId }: { project: Pick<ResearchProject, 'status' | 'title' | 'leadResearcher' | 'partners' | 'html'>; headingId?: string }) {
  return (
    <ProjectCard project={project} className="research-page__project" leadClassName="research-page__lead" headingId={headingId}>
      <div className="prose" dangerouslySetInnerHTML={{ __html: project.html }} />
      <h4 className="research-page__partners-heading">Partners</h4>
      <TextList items={project.partners} className="research-page__partners" />
    </ProjectCard>
  )
}
