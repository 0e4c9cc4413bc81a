// @ts-check
/**
 * ESLint finds faults; Prettier (.prettierrc) owns the layout, and eslint-config-prettier, last,
 * turns off every rule that would argue with it.
 */
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import playwright from 'eslint-plugin-playwright'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { importNamesItsFolderRule } from '#tools/eslint/import-names-its-folder.js'
import { serverOnlyNameRule } from '#tools/eslint/server-only-name.js'

/** What a module may import only when it runs on the server (named `*.server.ts`): see serverOnlyImports. */
const serverOnlyImport = {
  nodePackages: { regex: '^(better-sqlite3|pg|nodemailer|sharp|pagefind)(/|$)', message: 'This package runs only in Node: name the importing module *.server.ts.' },
  serverModules: { regex: '\\.server(\\.(ts|tsx|js))?$', message: 'A *.server.ts module runs only on the server: name the importing module *.server.ts too.' },
  api: { regex: '(^|/|#)api/', message: 'api/ is the server: only a *.server.ts module may import it.' },
}

/**
 * `@typescript-eslint/no-restricted-imports` set to refuse what only the server may import, with Node's modules as `node`.
 * @param {{ regex: string, message: string }} node
 */
function serverOnlyImports(node) {
  return ['error', { patterns: [node, ...Object.values(serverOnlyImport)].map((pattern) => ({ ...pattern, allowTypeImports: true })) }]
}

export default defineConfig([
  // Built, installed or generated files, and local data the server and the tests write.
  globalIgnores(['dist/', 'data/', 'test-results/', 'playwright-report/', 'content/json-schema/']),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
  },
  // TypeScript itself knows which names exist in the .ts files (no-undef is off there); globals
  // matter for the plain .js files: Node's for the SQLite worker and the configs.
  { ignores: ['public/scripts/**'], languageOptions: { globals: { ...globals.node } } },

  // The React code: the pages, their layout and their islands. The rules of hooks stay here, since
  // elsewhere a `use…` name is no hook (Playwright's fixtures hand the browser tests a `use`).
  {
    files: ['pages/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },

  // The page scripts are classic scripts (loaded with <script src>, no modules, no build step).
  {
    files: ['public/scripts/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },

  // The browser tests: Playwright's rules catch what makes such tests flaky or hollow (a missing
  // await, a sleep instead of waiting for the page, a one-off read where a retrying assertion
  // belongs). Its warnings count as errors here, so they are fixed rather than piling up. It also
  // allows `async ({}, use) => …`: Playwright reads a fixture's needs from that object pattern.
  {
    files: ['e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...Object.fromEntries(Object.entries(playwright.configs['flat/recommended'].rules).map(([rule, level]) => [rule, level === 'warn' ? 'error' : level])),
      // A test of content that may be absent (a blog post without an outside link) skips with a reason when it is.
      'playwright/no-skipped-test': ['error', { allowConditional: true }],
    },
  },

  // `.server` in a name means "never bundled for a browser" (ARCHITECTURE.md, Conventions). Every
  // file of api/ is the server's; in lib/, pages/ and renderer/, which Vite bundles for the browser,
  // a module that needs Node or the server carries the name; tools/, scripts/ and the tests' folders
  // never reach a browser, so there the name would say nothing. Type imports are erased in the
  // build, so a component may take a server module's types.
  { plugins: { senseahead: { rules: { 'server-only-name': serverOnlyNameRule, 'import-names-its-folder': importNamesItsFolderRule } } } },
  // Imports say where they go: `#lib/…` into another folder (package.json "imports"), relative within one.
  { files: ['**/*.{ts,tsx,js,mjs}'], ignores: ['public/**'], rules: { 'senseahead/import-names-its-folder': 'error' } },
  {
    files: ['api/**/*.{ts,tsx,js}'],
    ignores: ['**/*.test.ts', 'api/testing/**'],
    rules: { 'senseahead/server-only-name': ['error', 'required'] },
  },
  {
    files: ['{tools,scripts,e2e,server-tests}/**/*.{ts,tsx,js}'],
    rules: { 'senseahead/server-only-name': ['error', 'refused'] },
  },
  {
    files: ['{lib,pages,renderer}/**/*.{ts,tsx}'],
    ignores: ['**/*.server.{ts,tsx}', '**/*.test.{ts,tsx}', '**/testing/**', '**/+*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': serverOnlyImports({ regex: '^node:', message: "Node's modules are not in the browser: name the importing module *.server.ts." }),
    },
  },
  // The content check's code is bundled into the content editor, where node:fs and node:path are
  // replaced by the browser's stand-ins (tools/cms/node-stand-ins.ts): those two it may import.
  {
    files: ['lib/content/**/*.{ts,tsx}'],
    ignores: ['**/*.server.{ts,tsx}', '**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': serverOnlyImports({
        regex: '^node:(?!(fs|path)$)',
        message: 'The content editor bundles lib/content/ with stand-ins for node:fs and node:path only: name the importing module *.server.ts.',
      }),
    },
  },

  {
    rules: {
      // A name with a leading underscore is unused on purpose (a parameter kept for its position, a
      // property destructured to leave it out of the rest). A caught error may stay unused: the page
      // scripts, in ES5 style, name the error of a catch they ignore.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },

  prettier,
])
