import { fieldTables } from './field-tables.ts'
import { gameVisualTable } from './game-visual-table.ts'
import { replaceBetweenMarkers } from './replace-between-markers.ts'

/** CONTENT.md with its generated parts, the game drawings and the field tables, made anew from the code. */
export function contentGuide(document: string): string {
  return replaceBetweenMarkers(replaceBetweenMarkers(document, 'game-visuals', gameVisualTable()), 'fields', fieldTables())
}
