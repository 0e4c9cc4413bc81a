import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

// Content is always checked and built from the project root (npm scripts run there).
const publicFolder = join(process.cwd(), 'public')

/** A file under public/, written as it appears on the site: "/images/people/maya.svg". */
export const publicFile = (kinds: readonly string[]) =>
  z
    .string()
    .regex(new RegExp(`^/[a-z0-9/_.-]+\\.(?:${kinds.join('|')})$`), `must be a path under public/ starting with "/" and ending in ${kinds.map((k) => '.' + k).join(', ')}`)
    .refine((path) => existsSync(join(publicFolder, path)), {
      error: (issue) => `there is no file public${String(issue.input)}: add it, or correct the path`,
    })
