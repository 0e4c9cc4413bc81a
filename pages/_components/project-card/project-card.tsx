import type { ReactNode } from 'react'
import type { ResearchProject } from '#lib/content/collections.ts'
import { ProjectStatus } from './project-status.tsx'

interface ProjectCardProps {
  project: Pick<ResearchProject, 'status' | 'title' | 'leadResearcher'>
  /** The card's own block, besides `card`. */
  className: string
  leadClassName: string
  /** The title's id, for a page whose projects are linked to one by one (the search leads to them). */
  headingId?: string
  /** More about the project, below its lead researcher. */
  children?: ReactNode
}

/** A research project in a list of them: its status, its title and who leads it, the same on the home page and on /research. */
export function ProjectCard({ project, className, leadClassName, headingId, children }: ProjectCardProps) {
  return (
    <li className={`card ${className}`}>
      <ProjectStatus status={project.status} />
      <h3 id={headingId}>{project.title}</h3>
      <p className={leadClassName}>Lead researcher: {project.leadResearcher}</p>
      {children}
    </li>
  )
}
