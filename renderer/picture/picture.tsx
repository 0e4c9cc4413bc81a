import { useContext } from 'react'
import { isRasterPicture } from '#lib/pictures/is-raster-picture.ts'
import { pictureSources } from '#lib/pictures/picture-sources.ts'
import type { Slot } from '#lib/pictures/slot.ts'
import { LeadPictureContext } from './lead-picture.ts'
import './_picture.scss'

interface PictureProps {
  /** The picture as the content names it: /images/people/maya-okafor.jpg */
  src: string
  alt: string
  /** Its place on the page: the width and height the markup reserves, and the sizes the build made. */
  slot: Slot
  /** How wide it is drawn, as CSS lengths by media condition, like "(min-width: 48rem) 50vw, 100vw". */
  sizes: string
  className?: string
  /**
   * Whether it only decorates its place (the content's field, or no text alternative): hidden,
   * leaving no gap, when a visitor hides decorative pictures.
   */
  decorative?: boolean
  /**
   * Where it sits: `below` the fold, loaded when the visitor scrolls near it; `above` it, loaded at
   * once; or the `lead`, the page's largest picture above the fold, loaded first and preloaded.
   */
  fold?: 'below' | 'above' | 'lead'
}

/**
 * A picture at its place's size: a photo as the files the build made of it (AVIF, WebP, JPEG at
 * several widths, see lib/pictures/), a drawing as it is. Width and height reserve its place before
 * it loads, so nothing moves when it arrives. The development server has no resized files, and the
 * content editor previews files not yet built, so both show the original.
 */
export function Picture({ src, alt, slot, sizes, className, decorative = alt === '', fold = 'below' }: PictureProps) {
  const setLead = useContext(LeadPictureContext)
  const resized = !import.meta.env.DEV && src.startsWith('/') && isRasterPicture(src) ? pictureSources(src, slot) : undefined
  // React preloads a lone <img> of high priority by itself, but not one inside a <picture>.
  const [best] = resized?.sources ?? []
  if (fold === 'lead' && best) setLead({ type: best.type, srcSet: best.srcSet, sizes })
  const image = {
    className,
    width: slot.width,
    height: slot.height,
    loading: fold === 'below' ? 'lazy' : 'eager',
    decoding: 'async',
    fetchPriority: fold === 'lead' ? 'high' : undefined,
    'data-decorative': decorative || undefined,
  } as const
  if (!resized) return <img {...image} src={src} alt={alt} />
  return (
    <picture className="picture">
      {resized.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img {...image} src={resized.fallback.src} srcSet={resized.fallback.srcSet} sizes={sizes} alt={alt} />
    </picture>
  )
}
