// @ts-check
import { dirname, relative, resolve, sep } from 'node:path'

/** The project's folders that others import from, each with its package-internal name in package.json "imports". */
const NAMED_FOLDERS = ['api', 'lib', 'pages', 'renderer', 'tools']

/** @param {string} path a path from the project's root */
const folderOf = (path) => (path.includes(sep) ? (path.split(sep)[0] ?? '') : '')

/**
 * An import says where it goes: into another of the project's folders as `#lib/…` (package.json
 * "imports"), so a reader never counts `../../`; within a folder, relative, one level up at most.
 * @type {import('eslint').Rule.RuleModule}
 */
export const importNamesItsFolderRule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'imports across folders, or more than one level up, by their #folder name' },
    fixable: 'code',
    schema: [],
    messages: { useName: 'Write "{{name}}": an import into another folder, or more than one level up, names its folder.' },
  },
  create(context) {
    const file = relative(context.cwd, context.filename)
    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return
      const target = relative(context.cwd, resolve(dirname(context.filename), source.value))
      const folder = folderOf(target)
      if (!NAMED_FOLDERS.includes(folder)) return
      if (folder === folderOf(file) && !source.value.startsWith('../../')) return
      const name = `#${target.split(sep).join('/')}`
      const quote = source.raw?.[0] ?? "'"
      context.report({ node: source, messageId: 'useName', data: { name }, fix: (fixer) => fixer.replaceText(source, `${quote}${name}${quote}`) })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}
