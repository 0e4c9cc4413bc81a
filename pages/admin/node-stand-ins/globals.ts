/**
 * The two globals of Node.js the content check's code reads, in the content editor's browser:
 * `process` (its folder and settings: none there) and `Buffer` (gray-matter keeps the text it
 * split as bytes). Imported before anything else, and only where the browser has neither.
 */
const scope = globalThis as { process?: unknown; Buffer?: unknown }
scope.process ??= { env: {}, cwd: () => '/' }
scope.Buffer ??= { from: (text: string) => new TextEncoder().encode(text), isBuffer: () => false }
