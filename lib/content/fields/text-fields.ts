import { z } from 'zod'

/** Every plain-text field with the most characters its place holds, so tests can hold each one to the text rules. */
export const textFields = z.registry<{ max: number; markdown?: boolean }>()
