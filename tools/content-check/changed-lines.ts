/** The lines a pull request added or changed, by file (as content/games/chess.md), from a diff. */
export type ChangedLines = Map<string, Set<number>>

/**
 * Reads `git diff --unified=0` output: each file's `+++ b/<path>` and its hunks' new-side ranges
 * (`@@ -4,2 +4,3 @@`: three lines from line 4). A deleted file has no new side and no lines.
 */
export function changedLines(diff: string): ChangedLines {
  const changed: ChangedLines = new Map()
  let lines: Set<number> | undefined
  for (const line of diff.split('\n')) {
    const file = /^\+\+\+ (?:b\/(.+)|\/dev\/null)$/.exec(line)
    if (file) {
      lines = file[1] === undefined ? undefined : new Set()
      if (file[1] !== undefined) changed.set(file[1], lines!)
      continue
    }
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line)
    if (hunk && lines) {
      const start = Number(hunk[1])
      const count = hunk[2] === undefined ? 1 : Number(hunk[2])
      for (let each = start; each < start + count; each++) lines.add(each)
    }
  }
  return changed
}

/** Whether a pull request changed the line a problem is on (for a problem with a whole file, the file). */
export function onChangedLine(changed: ChangedLines, file: string, line: number | undefined): boolean {
  const lines = changed.get(file)
  return lines !== undefined && (line === undefined || lines.has(line))
}
