import { hookAttribute } from '../page-scripts/hook-attribute.ts'
import { SocialIcon } from './social-icon.tsx'
import './_social-links.scss'

interface Social {
  name: string
  url: string
}

/**
 * Profile links shown as icons, each named for screen readers and, on hover or focus, in a tooltip. A profile that is not set up yet
 * ("#" in content) still shows, as the specification asks, but goes nowhere.
 */
export function SocialLinks({ socials, owner }: { socials: Social[]; owner: string }) {
  return (
    <ul className="social-links">
      {socials.map((social) => (
        <li key={social.name}>
          <a
            className="social-links__link"
            href={social.url}
            {...hookAttribute('tooltip')}
            {...(social.url === '#' ? hookAttribute('placeholder', '') : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            <SocialIcon network={social.name} />
            <span className="visually-hidden">{`${owner} on ${social.name}`}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
