import { readdirSync, readFileSync } from 'node:fs'

/** The resident memory (RSS) of process `pid` now, in bytes, from Linux's /proc; 0 once it has gone. */
export function residentBytes(pid: number): number {
  try {
    return Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024
  } catch {
    return 0
  }
}

/** The parent of each process running now, from /proc. */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      // The command's name, in parentheses, may hold spaces: the fields that follow it are counted from its end.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // The process ended while the list was read.
    }
  }
  return parentOf
}

/** The resident memory of process `pid` and every process below it (a wrapper's children), in bytes; its threads (the SQLite worker) are part of it. */
export function processTreeResidentBytes(pid: number): number {
  const parentOf = parents()
  const tree = new Set([pid])
  for (let grew = true; grew;) {
    grew = false
    for (const [child, parent] of parentOf)
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child)
        grew = true
      }
  }
  return [...tree].reduce((sum, each) => sum + residentBytes(each), 0)
}
