/** Rows of cells as aligned columns, the first row being the header, underlined. */
export function formatTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)))
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd()
  const [header, ...body] = rows
  return [line(header!), widths.map((width) => '─'.repeat(width)).join('  '), ...body.map(line)].join('\n')
}
