import type { Advisor } from '#lib/content/collections.ts'
import type { advisorCardFields } from './advisor-card-fields.ts'

/** An advisor as the board's cards and profile dialog get it: the fields the page sends, no others. */
export type BoardAdvisor = Pick<Advisor, (typeof advisorCardFields)[number]>
