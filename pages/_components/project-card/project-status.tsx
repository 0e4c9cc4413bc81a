import type { ResearchProject } from '#lib/content/collections.ts'
import './_project-status.scss'

/** A research project's status as a badge. */
export function ProjectStatus({ status }: Pick<ResearchProject, 'status'>) {
  return <p className="project-status">{status}</p>
}
