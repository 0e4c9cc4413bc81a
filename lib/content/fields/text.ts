import { z } from 'zod'

/** Text an editor must fill in: blank or spaces only would leave a hole on the page. */
export const text = () => z.string().trim().min(1, 'must not be empty')
