/**
 * node:path for the content check's code in the content editor's browser, where every path is a
 * site path with forward slashes (see fs.ts). tools/cms/node-stand-ins.ts puts it in place.
 */
function normalize(path: string): string {
  const parts: string[] = []
  for (const part of path.split('/')) {
    if (part === '..') parts.pop()
    else if (part && part !== '.') parts.push(part)
  }
  return `${path.startsWith('/') ? '/' : ''}${parts.join('/')}`
}

export const join = (...paths: string[]) => normalize(paths.filter(Boolean).join('/'))

export const resolve = (...paths: string[]) => normalize(paths.reduce((resolved, path) => (path.startsWith('/') ? path : `${resolved}/${path}`), '/'))
