import { mailedPaths } from './mailed-paths.ts'

/** The path (with its token) of the sign-in links the served site mailed to `to` so far, oldest first. */
export const mailedSignInPaths = (to: string): string[] => mailedPaths(to, /(\/staff\/sign-in\/link\?token=[A-Za-z0-9_-]+)/)
