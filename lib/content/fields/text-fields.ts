import { z } from 'zod'

/**
 * Every plain-text field with the most characters its place holds, so tests can hold each one to
 * the text rules; `format` names a text of a set form (a phone number), where free text is refused.
 */
export const textFields = z.registry<{ max: number; markdown?: boolean; format?: string }>()
