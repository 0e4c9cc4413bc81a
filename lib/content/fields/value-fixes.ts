import { z } from 'zod'

/**
 * How to turn what an editor wrote into a value a field takes, for a field whose rule a plain
 * fix (quotes added or removed) would not meet: an age label written 8 is advised as "8+".
 */
export const valueFixes = z.registry<{ fix: (written: string) => string }>()
