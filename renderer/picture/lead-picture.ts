import { createContext } from 'react'

/** What the document head preloads of a page's lead picture: a drawing's address, or a photo's files in its best format. */
export type LeadPicture = { href: string } | { type: string; srcSet: string; sizes: string }

/**
 * Where the page's largest picture above the fold names itself while the page is rendered, so the
 * head, written after the body, can preload it (the first, should a page name two). Outside a
 * prerender (islands in the browser) it goes nowhere.
 */
export const LeadPictureContext = createContext<(lead: LeadPicture) => void>(() => {})
