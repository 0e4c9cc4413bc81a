import { escapeHtml } from './escape-html.server.ts'

/** Small pieces of HTML the console's pages share; every text in them is escaped. */
export const pageParts = {
  /** A stored time as a person reads it, in UTC, inside a <time> element. */
  when: (iso: string) => `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.slice(0, 16).replace('T', ' '))} UTC</time>`,
  /** What an action did, said at the top of the page it led back to, and read out by screen readers. */
  confirmationBox: (text: string | undefined) => (text ? `<p class="staff-console__confirmation" role="status"><strong>${escapeHtml(text)}</strong></p>` : ''),
  hidden: (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`,
}
