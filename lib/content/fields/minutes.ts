import { z } from 'zod'

/** How long an episode or a read takes, as the cards show it. */
export const minutes = () => z.int().positive().meta({ description: 'Length in whole minutes.' })
