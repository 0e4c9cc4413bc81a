import { z } from 'zod'
import type { Slot } from '#lib/pictures/slot.ts'

/** The slot of each picture field, so the build can find every picture the content names and the size it is shown at. */
export const imageFieldSlots = z.registry<Slot>()
