import { createContext } from 'react'

/** What the document head preloads of a page's lead photo: its files in its best format, and the sizes it is drawn at. */
export interface LeadPicture {
  type: string
  srcSet: string
  sizes: string
}

/**
 * Where the page's largest picture above the fold, when it is a photo, names itself while the page
 * is rendered, so the head, written after the body, can preload it (the first, should a page name
 * two). Outside a prerender (islands in the browser) it goes nowhere.
 */
export const LeadPictureContext = createContext<(lead: LeadPicture) => void>(() => {})
