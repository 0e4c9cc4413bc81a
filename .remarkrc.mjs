// @ts-check
/**
 * remark's settings, read by the VS Code extension "remark" (unifiedjs.vscode-remark, recommended in
 * .vscode/extensions.json). It checks the frontmatter of every file in content/<folder>/ against
 * content/json-schema/<folder>.schema.json while the file is edited, and underlines each mistake:
 * VS Code's YAML extension checks .yaml files only, never the frontmatter of a Markdown file.
 * No other remark plugin is set, so no Markdown style is enforced; `npm run check:content` remains
 * the full check.
 */
import { readdirSync } from 'node:fs'
import remarkFrontmatter from 'remark-frontmatter'
import remarkLintFrontmatterSchema from 'remark-lint-frontmatter-schema'

// One schema per collection folder, listed from the schemas themselves, so a new collection is
// covered as soon as npm run content:schemas writes its schema. Paths are from this file's folder.
const schemas = Object.fromEntries(
  readdirSync(new URL('content/json-schema/', import.meta.url))
    .filter((file) => file.endsWith('.schema.json'))
    .map((file) => [`content/json-schema/${file}`, [`content/${file.slice(0, -'.schema.json'.length)}/*.md`]]),
)

/** @type {import('unified').Preset} */
export default {
  plugins: [remarkFrontmatter, [remarkLintFrontmatterSchema, { schemas }]],
}
