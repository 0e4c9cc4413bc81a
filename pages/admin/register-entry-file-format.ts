import CMS from 'decap-cms-app'
import { readEntryFile, writeEntryFile } from '#lib/cms/entry-file.ts'
import { ENTRY_FILE_FORMAT } from '#lib/cms/entry-file-format.ts'

/**
 * Content files are read and written by lib/cms/entry-file.ts, which keeps every comment and every
 * line the editor did not change, instead of Decap's own frontmatter format, which writes the
 * whole file again.
 */
export function registerEntryFileFormat(): void {
  CMS.registerCustomFormat(ENTRY_FILE_FORMAT, 'md', {
    fromFile: (content: string) => readEntryFile(content),
    toFile: (data: Record<string, unknown>, sortedKeys?: string[]) => writeEntryFile(data, sortedKeys),
  })
}
