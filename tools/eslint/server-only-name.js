// @ts-check
/** A file named `*.server.ts` (or `.tsx`, `.js`): the name says the browser never gets it. */
const serverOnlyName = /\.server\.(ts|tsx|js)$/

/**
 * A file-name rule for where the `.server` suffix is decided by the folder, not by what a file
 * imports: `required` where every file runs only on the server (api/), `refused` where no file can
 * reach a browser and the suffix would say nothing (tools/, scripts/, the tests' folders).
 * @type {import('eslint').Rule.RuleModule}
 */
export const serverOnlyNameRule = {
  meta: {
    type: 'problem',
    docs: { description: 'the .server suffix where the folder decides it' },
    schema: [{ enum: ['required', 'refused'] }],
    messages: {
      required: 'Every file of api/ runs only on the server: name it *.server.ts.',
      refused: 'Nothing in this folder is bundled for a browser, so .server says nothing here: drop it from the name.',
    },
  },
  create(context) {
    const named = serverOnlyName.test(context.filename)
    const wanted = context.options[0]
    return {
      Program(node) {
        if (wanted === 'required' && !named) context.report({ node, messageId: 'required' })
        if (wanted === 'refused' && named) context.report({ node, messageId: 'refused' })
      },
    }
  },
}
