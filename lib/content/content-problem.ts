import type { ContentFix } from './content-fix.ts'

/** One thing wrong in one content file, worded for the editor who has to fix it. */
export interface ContentProblem {
  /** Path from the project root, with forward slashes: content/games/chess.md */
  file: string
  /** 1-based line in that file; absent when the problem is the file or folder itself. */
  line?: number
  /** Dotted field path with 1-based item numbers, like mission.pillars[2].title; absent for the whole file. */
  field?: string
  message: string
  /** The change the message advises, when it advises one exactly. */
  fix?: ContentFix
}
