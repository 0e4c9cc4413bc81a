import type { ReactElement } from 'react'

/** Simple drawings of the networks named in content; any other network gets a link symbol. */
const drawings: Record<string, ReactElement> = {
  facebook: <path d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.3H8v3h2.5V21z" fill="currentColor" />,
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </g>
  ),
  linkedin: (
    <g fill="currentColor">
      <rect x="4" y="9" width="3.2" height="11" />
      <circle cx="5.6" cy="5.6" r="1.9" />
      <path d="M10 9h3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.2 0 3.5 2.1 3.5 4.7V20h-3.2v-5.8c0-1.4 0-3-1.9-3s-2.2 1.4-2.2 2.9V20H10z" />
    </g>
  ),
  youtube: (
    <g>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="currentColor" />
      <path d="M10 9v6l5-3z" fill="var(--colour-surface)" />
    </g>
  ),
  'google scholar': <path d="M12 3 2 10h4.2a6 6 0 1 0 11.6 0H22zM12 19a4 4 0 1 1 0-8 4 4 0 0 1 0 8z" fill="currentColor" />,
}

const fallback = (
  <path
    d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
  />
)

export function SocialIcon({ network }: { network: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {drawings[network.toLowerCase()] ?? fallback}
    </svg>
  )
}
