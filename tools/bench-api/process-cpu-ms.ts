import { readFileSync } from 'node:fs'

/** Linux counts a process's CPU time in /proc in ticks of 1/100 s (USER_HZ), whatever the kernel's own tick. */
const TICKS_PER_SECOND = 100

/**
 * The CPU time process `pid` has used so far, all its threads together (user and system), in
 * milliseconds, from Linux's /proc. Unlike a latency, it hardly changes when other programs keep
 * the CPUs busy, so it tells what a request costs the server itself.
 */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}
