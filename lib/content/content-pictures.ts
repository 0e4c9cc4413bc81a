import { z } from 'zod'
import type { Slot } from '../pictures/slot.ts'
import { collections, type SiteContent } from './collections.ts'
import type { CollectionName } from './fields/collection-name.ts'
import { imageFieldSlots } from './fields/image-field-slots.ts'

export interface ContentPicture {
  /** As the content writes it: /images/people/maya-okafor.jpg */
  path: string
  slot: Slot
}

/** Every picture the content names, with the slot of the field that names it; a picture named twice for one slot once. */
export function contentPictures(content: SiteContent): ContentPicture[] {
  const found = new Map<string, ContentPicture>()
  const visit = (schema: z.ZodType, value: unknown) => {
    const slot = imageFieldSlots.get(schema)
    if (slot && typeof value === 'string') found.set(`${value} ${slot.width}×${slot.height}`, { path: value, slot })
    else if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable) visit(schema.unwrap() as z.ZodType, value)
    else if (schema instanceof z.ZodArray && Array.isArray(value)) for (const item of value) visit(schema.element as z.ZodType, item)
    else if (schema instanceof z.ZodObject && value && typeof value === 'object') {
      for (const [field, inner] of Object.entries(schema.shape)) visit(inner as z.ZodType, (value as Record<string, unknown>)[field])
    }
  }
  for (const name of Object.keys(collections) as CollectionName[]) {
    const entries: unknown = content[name]
    for (const entry of Array.isArray(entries) ? entries : [entries]) visit(collections[name].schema, entry)
  }
  return [...found.values()]
}
