import CMS from 'decap-cms-app'

/**
 * Decap shows a refused pattern as "Name didn't match the pattern: must not be empty."; the
 * generated patterns carry the checker's own words, so the form shows them as the checker would:
 * "Name must not be empty."
 */
export function showPatternWordsAlone(): void {
  const en = CMS.getLocale('en') as { editor: { editorControlPane: { widget: Record<string, string> } } }
  const widget = { ...en.editor.editorControlPane.widget, regexPattern: '%{fieldLabel} %{pattern}.' }
  CMS.registerLocale('en', { ...en, editor: { ...en.editor, editorControlPane: { ...en.editor.editorControlPane, widget } } })
}
