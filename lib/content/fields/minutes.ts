import { z } from 'zod'

/** How long an episode or a read takes, as the cards show it: up to five hours, so that a slip of a digit (240 for 24) stands out. */
export const minutes = () => z.int().positive().max(300).meta({ description: 'Length in whole minutes, from 1 to 300.' })
