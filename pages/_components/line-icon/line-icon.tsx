import type { ReactNode } from 'react'

interface LineIconProps {
  /** The tile's block, which sizes and colours it. */
  className: string
  /** The side of the square the drawing is made in. */
  box?: number
  /** The side of the drawing on the page, in pixels. */
  size?: number
  strokeWidth?: number
  /** The drawing's shapes, drawn with the text colour. */
  children: ReactNode
}

/** A line drawing in a tile, hidden from screen readers: the text beside it says what it shows. */
export function LineIcon({ className, box = 24, size = 28, strokeWidth = 1.8, children }: LineIconProps) {
  return (
    <span className={className} aria-hidden="true">
      <svg viewBox={`0 0 ${box} ${box}`} width={size} height={size} fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round">
        {children}
      </svg>
    </span>
  )
}
