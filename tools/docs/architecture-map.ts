import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parseMarkdown } from '#lib/content/parse-markdown.ts'
import { allNodes } from './markdown-outline.ts'

// How ARCHITECTURE.md is held to the files it names and to the map of the server's folders.

/** A path written in code marks, with its line. */
export interface NamedPath {
  path: string
  line: number
}

/** The endings of the files the document names by their path or name. */
const FILE_ENDING = /\.(?:ts|tsx|js|mjs|scss|css|md|yml|json|html|service|sh)$/

/** A pattern (`*.test.ts`), a placeholder (`<form>`, `…`), an address (`/staff/`), an alias (`#api/…`) or an ending (`.md`): not one file. */
const NOT_A_PATH = /[<>…*{}\s:"]|^[/#.@]/

/** What the build or an install writes: never in the repository. */
const NOT_IN_THE_REPOSITORY = /^(?:dist|node_modules)\//

/**
 * Every file or folder `markdown` names in code marks: a path from the repository's root
 * (`api/outbox/`), or the end of one (`fields/text-length.ts`, `page-parts.server.tsx`), which the
 * sentence around it places.
 */
export function namedPaths(markdown: string): NamedPath[] {
  return allNodes(parseMarkdown(markdown)).flatMap((node): NamedPath[] => {
    const path = node.type === 'inlineCode' ? (node.value ?? '') : ''
    if (NOT_A_PATH.test(path) || NOT_IN_THE_REPOSITORY.test(path)) return []
    return FILE_ENDING.test(path) || /^[\w-]+(?:\/[\w.-]+)*\/$/.test(path) ? [{ path, line: node.position?.start.line ?? 0 }] : []
  })
}

/**
 * The paths of `named` that lead to nothing in `files` (the repository's, from its root): a file
 * is one of them or the end of one, a folder holds one of them.
 */
export function missingPaths(named: readonly NamedPath[], files: readonly string[]): string[] {
  const folders = [
    ...new Set(
      files.flatMap((file) =>
        file
          .split('/')
          .slice(0, -1)
          .map((_, index, parts) => `${parts.slice(0, index + 1).join('/')}/`),
      ),
    ),
  ]
  const exists = (path: string) => (path.endsWith('/') ? folders : files).some((each) => each === path || each.endsWith(`/${path}`))
  return named.filter(({ path }) => !exists(path)).map(({ path, line }) => `ARCHITECTURE.md:${line} ${path}`)
}

/**
 * The rows of the table under `heading` ("## Folders", "### The server's folders"), top to
 * bottom, each as the folders (`http/`) and files (`app.server.ts`) its first cell names.
 */
export function tableRows(markdown: string, heading: string): string[][] {
  const lines = markdown.split('\n')
  const start = lines.indexOf(heading)
  const end = lines.findIndex((line, index) => index > start && line.startsWith('#'))
  return lines
    .slice(start + 1, end)
    .filter((line) => line.startsWith('| `'))
    .map((line) => [...line.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!))
}

/** What a file or folder is in a map of the folder it is in: a folder by its name and a slash, a file at the folder's root by its name. */
export function mapNameOf(pathInFolder: string): string {
  const [first = '', ...rest] = pathInFolder.split('/')
  return rest.length > 0 ? `${first}/` : first
}

/** Each import of the file at `path` (from the repository's root) that names a file of the project, by its path from the root. */
export function projectImportsOf(path: string, source = readFileSync(path, 'utf8')): string[] {
  return [...source.matchAll(/(?:\bfrom|\bimport\(?)\s*'([^']+)'/g)].flatMap(([, specifier = '']) =>
    specifier.startsWith('#') ? [specifier.slice(1)] : specifier.startsWith('.') ? [join(dirname(path), specifier)] : [],
  )
}

/** Each import of the file at `path` (from the repository's root) that names a file of `api/`, as its path within `api/`. */
export function apiImportsOf(path: string, source = readFileSync(path, 'utf8')): string[] {
  return projectImportsOf(path, source).flatMap((target) => (target.startsWith('api/') ? [target.slice('api/'.length)] : []))
}

/**
 * The imports of `imports` (a file and what it imports, both by their path within `folder`: `api/`,
 * or '' for the repository) that climb: to a row above the importer's in `rows`, or to another
 * folder of its own row. Files at the folder's root that share a row may import one another (the
 * server opened and the app it serves). A file or folder the map does not name is reported too.
 */
export function importsClimbingUp(rows: readonly string[][], imports: readonly { file: string; imported: string }[], folder = 'api/'): string[] {
  const rowOf = new Map(rows.flatMap((names, index) => names.map((name) => [name, index] as const)))
  return imports.flatMap(({ file, imported }) => {
    const [from, to] = [mapNameOf(file), mapNameOf(imported)]
    if (from === to) return []
    const [fromRow, toRow] = [rowOf.get(from), rowOf.get(to)]
    if (fromRow === undefined || toRow === undefined) return [`${folder}${file} -> ${folder}${imported}: ${fromRow === undefined ? from : to} is not in the map`]
    const bothFiles = !from.endsWith('/') && !to.endsWith('/')
    return toRow > fromRow || (toRow === fromRow && bothFiles)
      ? []
      : [`${folder}${file} (${from}) -> ${folder}${imported} (${to}): ${toRow < fromRow ? 'a row above' : 'the same row'}`]
  })
}

/**
 * The folders under `folder` (`tools/`) that the row of the table under "## Folders" for
 * `folder` names in code marks (`tools/build/`, `tools/build/run-build.ts`), each once.
 */
export function foldersNamedInRow(markdown: string, folder: string): string[] {
  const lines = markdown.split('\n')
  const start = lines.indexOf('## Folders')
  const row = lines.slice(start).find((line) => line.startsWith(`| \`${folder}\` |`)) ?? ''
  const holds = row.split(' | ')[1] ?? ''
  const named = [...holds.matchAll(/`([^`]+)`/g)].flatMap(([, path = '']) => (path.startsWith(folder) ? [path.slice(folder.length).split('/')[0]!] : []))
  return [...new Set(named.filter((name) => name !== ''))]
}

/** The tests the paragraph that says which "reach up" names: those that import from a folder above their own. */
export function testsReachingUp(markdown: string): string[] {
  const paragraph = markdown.split('\n\n').find((block) => /\breach(?:es)? up\b/.test(block)) ?? ''
  return [...paragraph.matchAll(/`([^`]+\.test\.tsx?)`/g)].map((match) => match[1]!)
}
