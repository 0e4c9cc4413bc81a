import type { ReactElement } from 'react'
import type { ScienceTopic } from '#lib/content/collections.ts'
import { LineIcon } from '../line-icon/line-icon.tsx'

const drawings: Record<ScienceTopic['icon'], ReactElement> = {
  'heart-pulse': <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10zM3 12h5l2-3 3 6 2-3h6" />,
  eye: (
    <g>
      <path d="M2 12s3.6-6 10-6 10 6 10 6-3.6 6-10 6S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </g>
  ),
  'sound-wave': <path d="M3 12h2M7 8v8M11 5v14M15 8v8M19 10v4M21 12h0" />,
  brain: (
    <path d="M9 4a3 3 0 0 0-3 3 3 3 0 0 0-2 5 3 3 0 0 0 2 5 3 3 0 0 0 3 3 2 2 0 0 0 3-1V5a2 2 0 0 0-3-1zM15 4a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-2 5 3 3 0 0 1-3 3 2 2 0 0 1-3-1" />
  ),
}

/** The line drawing named by a science topic's `icon` field. */
export function ScienceIcon({ icon }: { icon: ScienceTopic['icon'] }) {
  return <LineIcon className="science-icon">{drawings[icon]}</LineIcon>
}
