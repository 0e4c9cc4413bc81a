import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { publicFolder as publicFolderOf } from '../public-folder.ts'

// Content is always checked and built from the project root (npm scripts run there).
const publicFolder = () => publicFolderOf(process.cwd())

/** The file under public/ whose path matches `path` but for capitals, if there is one. */
function sameButForCase(path: string): string | undefined {
  let found = ''
  for (const segment of path.split('/').filter(Boolean)) {
    const folder = join(publicFolder(), found)
    const names = existsSync(folder) ? readdirSync(folder) : []
    const match = names.find((name) => name.toLowerCase() === segment.toLowerCase())
    if (!match) return undefined
    found += `/${match}`
  }
  return found || undefined
}

/**
 * What is wrong with a path to a file under public/, in the words of the rule it breaks, or
 * nothing when the file is there. Paths are written as the site shows them: "/images/people/maya.svg".
 */
function pathProblem(path: string, kinds: readonly string[], folders: readonly string[], allowed: readonly string[]): { message: string; fix?: string } | undefined {
  const message = pathMessage(path, kinds, folders, allowed)
  if (!message) return undefined
  // The paths these messages advise, which the check then finds.
  const fix = message.startsWith('leave out "public"') ? path.replace(/^\/?public/i, '') : message.startsWith('must be written in lower case') ? path.toLowerCase() : undefined
  return { message, ...(fix ? { fix } : {}) }
}

function pathMessage(path: string, kinds: readonly string[], folders: readonly string[], allowed: readonly string[]): string | undefined {
  const [folder] = folders as [string]
  const example = `${folder}${folder === '/images/' ? 'people/maya-okafor.svg' : 'intro.mp4'}`
  const endings = allowed.map((kind) => `.${kind}`).join(', ')
  if (/^[a-z]+:\/\//i.test(path) || path.startsWith('www.')) {
    return `must be a file of this site, not a web address: save it into public${folder} and write its path, like ${example}`
  }
  if (/^\/?public\//i.test(path)) return `leave out "public": write the path as the site shows it, like ${path.replace(/^\/?public/i, '')}`
  if (!path.startsWith('/')) return `must start with "/", like /${path}`
  if (/\s/.test(path)) return `file names cannot have spaces: rename the file with dashes instead, like ${path.replace(/\s+/g, '-').toLowerCase()}`
  if (/[A-Z]/.test(path)) {
    const existing = sameButForCase(path)
    const lower = path.toLowerCase()
    return existing === lower
      ? `must be written in lower case, as the file is named: ${lower}`
      : `file names must be lower case: rename the file and write it here in lower case, like ${lower}`
  }
  if (!/^\/[a-z0-9/_.-]+$/.test(path)) return `file names may have only lower-case letters, digits, dashes, dots and underscores, like ${example}`
  if (!kinds.some((kind) => path.endsWith(`.${kind}`))) return `must end in ${endings}`
  if (!folders.some((each) => path.startsWith(each))) {
    return `must be in the folder ${folders.map((each) => `public${each}`).join(' or ')}: move the file there and write its path, like ${example}`
  }
  if (existsSync(join(publicFolder(), path))) return undefined
  const existing = sameButForCase(path)
  if (existing) return `there is no file public${path}, but there is public${existing}: rename that file in lower case`
  return `there is no file public${path}: add it, or correct the path`
}

/**
 * A file under public/ in one of `folders`, written as it appears on the site: "/images/people/maya.svg".
 * A path of `kinds` is read; `allowed`, fewer when a rule after this one refuses the others in
 * words of its own (a photo where a drawing belongs), are the endings the messages and the JSON
 * Schema name, and so the field tables of CONTENT.md.
 */
export const publicFile = (kinds: readonly string[], folders: readonly string[], { allowed = kinds }: { allowed?: readonly string[] } = {}) =>
  z
    .string()
    .superRefine((path, context) => {
      const problem = pathProblem(path, kinds, folders, allowed)
      if (problem) context.addIssue({ code: 'custom', message: problem.message, input: path, ...(problem.fix ? { params: { fix: problem.fix } } : {}) })
    })
    // For editors' tools that read the JSON Schemas: the form the checker accepts.
    .meta({
      pattern: `^(?:${folders.join('|')})[a-z0-9/_.-]+\\.(?:${allowed.join('|')})$`,
      patternErrorMessage: `must be a path under public/ in ${folders.join(' or ')}, in lower case with dashes, ending in ${allowed.map((kind) => `.${kind}`).join(', ')}`,
    })
