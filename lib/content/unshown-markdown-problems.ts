/**
 * Markdown from other sites (GitHub's tables, strikethrough and task lists) that this site's
 * Markdown does not know, so the page would show its signs as written. Read from the lines, as the
 * parser sees only text there. `firstLine` is the line the text starts on in its file.
 */
export function unshownMarkdownProblems(text: string, firstLine: number): { line: number; message: string }[] {
  const lines = text.split('\n')
  return lines.flatMap((line, index) => {
    const at = firstLine + index
    if (/^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$/.test(line) && (lines[index - 1] ?? '').includes('|')) {
      return [
        {
          line: at - 1,
          message: 'tables are not shown as tables on this site: the page would show the | signs as written. Write the rows as a list instead, one line each starting with "- "',
        },
      ]
    }
    if (/~~[^~\s][^~]*~~/.test(line))
      return [{ line: at, message: 'crossed-out text (~~…~~) is not shown on this site: the page would show the ~~ signs as written. Remove them, or the words' }]
    if (/^\s*[-*+] \[[ xX]\] /.test(line))
      return [{ line: at, message: 'tick boxes ("- [ ]") are not shown on this site: the page would show the brackets as written. Write the item without them' }]
    return []
  })
}
