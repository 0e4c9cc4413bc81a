import type { z } from 'zod'

type Override = NonNullable<NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override']>
type CheckDef = { check?: string; format?: string; type?: string; protocol?: unknown; error?: (issue: object) => unknown; tx?: (value: string) => unknown }

/** A message the checker gives whatever the value: one that names the value is left out. */
function fixedMessage(def: CheckDef): string | undefined {
  try {
    const message = def.error?.({})
    return typeof message === 'string' && !message.includes('undefined') ? message : undefined
  } catch {
    return undefined
  }
}

/**
 * Adds to a text field's JSON Schema the checker's rules that zod's conversion leaves out, so an
 * editor's tool refuses what `npm run check:content` refuses:
 * - text the checker trims before counting its length must hold a character other than a space (`\S`):
 *   a length alone would let "   " through;
 * - a web address must start with the protocols the checker allows (`^https://`), which zod keeps
 *   to itself;
 * - `patternErrorMessage`, the name VS Code's YAML and JSON tools read, carries the checker's own
 *   words for the pattern, and so do the field tables in CONTENT.md.
 */
export const checkerRulesInJsonSchema: Override = ({ zodSchema, jsonSchema }) => {
  const def = zodSchema._zod.def as CheckDef & { checks?: { _zod: { def: CheckDef } }[] }
  if (def.type !== 'string') return
  const checks = (def.checks ?? []).map((check) => check._zod.def)
  let words: string | undefined
  if (def.format === 'url' && def.protocol instanceof RegExp) {
    const protocol = def.protocol
    const allowed = ['https', 'http'].filter((name) => protocol.test(name))
    if (allowed.length > 0) jsonSchema.pattern = `^${allowed.length === 2 ? 'https?' : allowed[0]}://`
  }
  if (def.format) words = fixedMessage(def)
  const regex = checks.find((check) => check.check === 'string_format' && check.format === 'regex')
  if (!words && regex) words = fixedMessage(regex)
  const trims = checks.some((check) => check.check === 'overwrite' && check.tx?.(' a ') === 'a')
  const notEmpty = checks.find((check) => check.check === 'min_length')
  if (!jsonSchema.pattern && trims && notEmpty && Number(jsonSchema.minLength) >= 1) {
    jsonSchema.pattern = '\\S'
    words ??= fixedMessage(notEmpty)
  }
  if (jsonSchema.pattern && words) jsonSchema.patternErrorMessage = words
}
