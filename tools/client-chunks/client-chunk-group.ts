/**
 * Libraries that load later than the islands or never: the form checks (zod) and the toast load
 * when a form is first sent, a dialog (Radix Dialog and the focus trap, scroll lock and layers it
 * brings) when one is first opened; Vike's own client code is never loaded by these pages, whose
 * islands hydrate themselves.
 */
const LIBRARIES_LOADED_APART =
  /node_modules[\\/](?:zod|@radix-ui[\\/]react-(?:toast|dialog|focus-scope|focus-guards|portal|dismissable-layer)|react-remove-scroll(?:-bar)?|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|aria-hidden|vike|@brillout)[\\/]/

/**
 * The site's modules that load before any island (a page's +client.ts, the loader that watches
 * the islands, the names it reads) or after them (the toast, the advisor's dialog, the form checks
 * in lib/forms).
 */
/**
 * What the forms need from lib/forms before their checks: the lists of options, the spam signals,
 * the registry (the labels, and where each form's checks are loaded from) and the forms' addresses.
 */
const FORM_PARTS_THE_ISLANDS_NEED = /[\\/]lib[\\/]forms[\\/](?:form-options|spam-signals|form-registry|form-path)\.ts$/

/**
 * The home page's islands drawn from pages/_components/, where they sit because the content
 * editor's previews draw them too: no other page's island uses them, so they load with the home's.
 */
const HOME_ISLAND_PARTS = /[\\/]pages[\\/]_components[\\/](?:advisor-board|partner-explorer|science-explorer)[\\/]/

const MODULES_LOADED_APART =
  /[\\/](?:\+client\.ts|hydrate-islands-when-needed\.ts|record-early-input\.ts|page-script-hooks\.ts|toast-region\.tsx|advisor-dialog\.tsx)$|[\\/]lib[\\/]forms[\\/]/

/**
 * Which file of the browser build a module goes into, when it is not the bundler's choice. Split
 * module by module along the islands, the islands' code came in twenty small files that compressed
 * 5 KB worse than a few: the code every island needs (React, Radix, the form library) goes into
 * one file, the parts islands share into another, and the home page's islands into a third, all
 * fetched with the first island the visitor needs. Each island still hydrates only when needed.
 */
export function clientChunkGroup(id: string): string | null {
  if (id.includes('node_modules')) return LIBRARIES_LOADED_APART.test(id) ? null : 'framework'
  if (MODULES_LOADED_APART.test(id) && !FORM_PARTS_THE_ISLANDS_NEED.test(id)) return null
  if (/[\\/]pages[\\/]index[\\/]/.test(id) || HOME_ISLAND_PARTS.test(id)) return 'home-islands'
  // The sign-up pages' own form, which the home page does not use: the bundler puts it with them.
  if (/[\\/](?:signup-form|role-signup-form)\.tsx$/.test(id)) return null
  if (/[\\/](?:pages[\\/]_components|renderer)[\\/]/.test(id) || FORM_PARTS_THE_ISLANDS_NEED.test(id)) return 'shared-islands'
  return null
}
