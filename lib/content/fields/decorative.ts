import { z } from 'zod'

/**
 * Whether a picture only decorates its place, the default of its kind when left out: a decorative
 * picture is taken away, leaving no gap, when a visitor hides decorative pictures in the display
 * settings; one that tells something the words beside it do not always stays, with its text.
 */
export const decorative = (byDefault: boolean) =>
  z
    .boolean()
    .default(byDefault)
    .meta({
      description: `Whether the picture only decorates (true) and is hidden for visitors who hide decorative pictures, or tells something the words beside it do not (false) and always stays. Leave it out for ${String(byDefault)}.`,
    })
