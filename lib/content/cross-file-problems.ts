import type { CollectionDefinition } from './collection-definition.ts'
import type { ContentProblem } from './content-problem.ts'
import type { CollectionName } from './fields/collection-name.ts'

/** A file of a collection as read, valid or not: what the rules across its files look at. */
export interface WrittenEntry {
  data: unknown
  file: string
  lineOf(path: readonly PropertyKey[]): number
}

/**
 * Values no two files of a collection may share: the order (two entries with one number swap places
 * unpredictably when files are renamed) and the name or title (two cards alike, often a copy left
 * behind). Each is reported on every file involved, so the file an editor changed always carries it.
 */
export function crossFileProblems(name: CollectionName, definition: CollectionDefinition, written: readonly WrittenEntry[]): ContentProblem[] {
  const nameField = nameFieldOf(definition)
  const rules = [
    {
      field: 'order',
      key: (value: unknown) => (Number.isInteger(value) ? String(value) : undefined),
      message: (value: unknown, others: string) => `${String(value)} is also the order of ${others}; give each file its own number`,
    },
    ...(nameField
      ? [
          {
            field: nameField,
            key: (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined),
            message: (value: unknown, others: string) =>
              `"${String(value).trim()}" is also the ${nameField} of ${others}, so visitors would see two ${name} alike: change one, or remove the copy`,
          },
        ]
      : []),
  ]
  return rules.flatMap(({ field, key, message }) => {
    const byKey = new Map<string, WrittenEntry[]>()
    for (const entry of written) {
      const each = key(valueOf(entry, field))
      if (each !== undefined) byKey.set(each, [...(byKey.get(each) ?? []), entry])
    }
    return [...byKey.values()]
      .filter((group) => group.length > 1)
      .flatMap((group) =>
        group.map((entry) => ({
          file: entry.file,
          line: entry.lineOf([field]),
          field,
          message: message(
            valueOf(entry, field),
            group
              .filter((other) => other !== entry)
              .map((other) => other.file)
              .join(' and '),
          ),
        })),
      )
  })
}

/** The field that names an entry of the collection on its card (`name` or `title`), which no two of its files may share; none for a collection without one. */
export function nameFieldOf(definition: CollectionDefinition): 'name' | 'title' | undefined {
  return (['name', 'title'] as const).find((field) => field in definition.schema.shape)
}

const valueOf = (entry: WrittenEntry, field: string) => (entry.data as Record<string, unknown> | null)?.[field]
