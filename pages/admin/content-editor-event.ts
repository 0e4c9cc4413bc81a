/**
 * What the content editor's page tells the dev server (`npm run cms`, `npm run dev`) when it
 * connects: a saved content file reloads the site's open pages, but not the editor that saved it.
 */
export const CONTENT_EDITOR_EVENT = 'senseahead:content-editor'
