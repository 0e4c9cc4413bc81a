import type { StartedSite } from '#tools/start-site/start-site.ts'

/**
 * What the server reported as going wrong: its log lines at level "error", and anything else it
 * wrote to stderr (a stack trace, a warning from Node). The server writes only error log lines
 * there, so during traffic it should stay empty.
 */
export function errorOutput(site: StartedSite): string[] {
  const errorLogs = site.logs.filter((entry) => entry.level === 'error').map((entry) => JSON.stringify(entry))
  const otherLines = site.stderr.filter((line) => !line.startsWith('{'))
  return [...errorLogs, ...otherLines]
}
