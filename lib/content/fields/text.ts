import { z } from 'zod'

/**
 * Text an editor must fill in: blank or spaces only would leave a hole on the page. With `max`,
 * text that would overflow its place (a card's title, a search result's snippet) is refused.
 */
export const text = ({ max }: { max?: number } = {}) => {
  const filled = z.string().trim().min(1, 'must not be empty')
  return max === undefined ? filled : filled.max(max, `is too long for its place on the page: keep it to at most ${max} characters`)
}
