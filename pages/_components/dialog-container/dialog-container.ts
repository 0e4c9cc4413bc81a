import { createContext } from 'react'

/**
 * Where dialogs are drawn: the page's own body unless a provider names another. The content
 * editor's preview names the body of its frame, so a dialog opens there, in the site's styles,
 * rather than over the editor's form.
 */
export const DialogContainer = createContext<HTMLElement | undefined>(undefined)
