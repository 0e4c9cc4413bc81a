import type { DecapCollection } from './decap-types.ts'

/**
 * The file name Decap gives a new entry of a folder collection (see decapConfig's `slug`): its
 * title or name in lower case, accents removed, every other character a dash, and `-1`, `-2`…
 * added while a file of that name exists. Worked out before the save, so that the check runs on
 * the file Decap will write.
 */
export function newEntryFileName(collection: DecapCollection, data: Record<string, unknown>, others: readonly { fileName: string }[]): string {
  const identifier = String(data[collection.identifier_field ?? 'title'] ?? '')
  const slug = Array.from(
    identifier
      .trim()
      .toLocaleLowerCase()
      .replace(/'/g, '')
      .replace(/\./g, '-')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
  )
    .map((char) => (/[\w\-.~]/.test(char) ? char : '-'))
    .join('')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
  const taken = new Set(others.map((other) => other.fileName))
  let unique = slug
  for (let suffix = 1; taken.has(`${unique}.md`); suffix += 1) unique = `${slug}-${suffix}`
  return `${unique}.md`
}
