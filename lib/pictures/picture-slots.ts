import type { Slot } from './slot.ts'

/**
 * The places pictures fill on the pages. The content schemas hold pictures to them (a photo must
 * fill its place) and the pages draw them at them, so both take the sizes from here.
 */
export const pictureSlots = {
  portrait: { width: 400, height: 400 },
  story: { width: 640, height: 360 },
  heroPoster: { width: 960, height: 540 },
  partnerLogo: { width: 240, height: 120 },
  siteLogo: { width: 160, height: 40 },
} as const satisfies Record<string, Slot>
