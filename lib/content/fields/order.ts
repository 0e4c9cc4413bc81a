import { z } from 'zod'

/** Lower numbers come first on the page. */
export const order = () => z.int().min(0).meta({ description: 'Position on the page: lower numbers come first.' })
