import { LineIcon } from '#pages/_components/line-icon/line-icon.tsx'

/** One calm line drawing per mission pillar, in the pillars' order: a person, a room, a group. */
const drawings = [
  <g key="person">
    <circle cx="12" cy="8" r="3.5" />
    <path d="M5 20c.8-4 3.6-6 7-6s6.2 2 7 6" />
  </g>,
  <g key="room">
    <path d="M4 11 12 4l8 7v9H4z" />
    <path d="M10 20v-5h4v5" />
  </g>,
  <g key="group">
    <circle cx="8" cy="9" r="2.8" />
    <circle cx="16" cy="9" r="2.8" />
    <path d="M3 19c.6-3 2.6-4.5 5-4.5s4.4 1.5 5 4.5M11 19c.6-3 2.6-4.5 5-4.5s4.4 1.5 5 4.5" />
  </g>,
]

export function PillarIcon({ position }: { position: number }) {
  return <LineIcon className="mission__icon">{drawings[position % drawings.length]}</LineIcon>
}
