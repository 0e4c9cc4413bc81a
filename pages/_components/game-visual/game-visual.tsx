import type { ReactElement } from 'react'
import type { Game } from '#lib/content/collections.ts'
import { LineIcon } from '../line-icon/line-icon.tsx'

/** One simple drawing per `visual` key of a game, so no game image is loaded from another site. */
const drawings: Record<Game['visual'], ReactElement> = {
  charades: (
    <g>
      <circle cx="24" cy="12" r="5" />
      <path d="M24 17v13M24 22l-9-6M24 22l9-8M24 30l-6 11M24 30l6 11" />
    </g>
  ),
  pictionary: (
    <g>
      <rect x="8" y="8" width="32" height="26" rx="3" />
      <path d="M14 28l8-9 5 5 7-8M16 40h16" />
    </g>
  ),
  'connect-four': (
    <g>
      <rect x="7" y="9" width="34" height="28" rx="3" />
      <circle cx="15" cy="17" r="3" />
      <circle cx="24" cy="17" r="3" />
      <circle cx="33" cy="17" r="3" />
      <circle cx="15" cy="28" r="3" fill="currentColor" />
      <circle cx="24" cy="28" r="3" fill="currentColor" />
      <circle cx="33" cy="28" r="3" />
    </g>
  ),
  chess: <path d="M18 40h12M17 36h14l-2-10h-10zM19 26c-2-3-3-7 1-11 2-2 6-2 7 1 2 3 1 7-1 10M22 12v-5M19.5 9.5h5" />,
  checkers: (
    <g>
      <rect x="8" y="8" width="32" height="32" rx="2" />
      <path d="M8 24h32M24 8v32M16 8v32M32 8v32M8 16h32M8 32h32" opacity=".5" />
      <circle cx="20" cy="20" r="3.5" fill="currentColor" />
      <circle cx="28" cy="28" r="3.5" />
    </g>
  ),
  cards: (
    <g>
      <rect x="10" y="12" width="18" height="26" rx="3" transform="rotate(-8 19 25)" />
      <rect x="20" y="10" width="18" height="26" rx="3" />
      <path d="M29 19l-3 4 3 4 3-4z" />
    </g>
  ),
  fish: (
    <g>
      <path d="M8 24c6-8 17-10 26-2l6-5v14l-6-5c-9 8-20 6-26-2z" />
      <circle cx="17" cy="22" r="1.5" fill="currentColor" />
    </g>
  ),
  memory: (
    <g>
      <rect x="8" y="10" width="13" height="13" rx="2" />
      <rect x="27" y="10" width="13" height="13" rx="2" />
      <rect x="8" y="27" width="13" height="13" rx="2" />
      <rect x="27" y="27" width="13" height="13" rx="2" fill="currentColor" opacity=".25" />
      <path d="M12 16h5M31 34h5" />
    </g>
  ),
  grid: (
    <g>
      <path d="M19 8v32M29 8v32M8 19h32M8 29h32" />
      <path d="M10 10l6 6M16 10l-6 6" />
      <circle cx="34" cy="34" r="3.5" />
    </g>
  ),
  letters: (
    <g>
      <path d="M10 40h14M17 40V10h14v6" />
      <path d="M14 34h22" strokeDasharray="4 3" />
    </g>
  ),
  dice: (
    <g>
      <rect x="9" y="9" width="20" height="20" rx="4" />
      <rect x="21" y="21" width="18" height="18" rx="4" />
      <circle cx="15" cy="15" r="1.5" fill="currentColor" />
      <circle cx="23" cy="23" r="1.5" fill="currentColor" />
      <circle cx="30" cy="30" r="1.5" fill="currentColor" />
    </g>
  ),
  quiz: (
    <g>
      <circle cx="24" cy="24" r="16" />
      <path d="M19 20a5 5 0 1 1 7 4.5c-1.5.8-2 1.7-2 3.5M24 33v.5" />
    </g>
  ),
}

export function GameVisual({ visual }: { visual: Game['visual'] }) {
  return (
    <LineIcon className="game-visual" box={48} size={48} strokeWidth={2}>
      {drawings[visual]}
    </LineIcon>
  )
}
