import { hookAttribute } from '../page-scripts/hook-attribute.ts'
import { DISPLAY_SETTINGS_CHOICES_PATH } from './display-settings-choices.tsx'
import './_display-settings-panel.scss'

export const DISPLAY_SETTINGS_PANEL_ID = 'display-settings'

/**
 * The display settings' panel, shown and hidden by the button before it (a disclosure: Escape
 * closes it). It comes empty: display-settings.js, loaded when the button is first approached,
 * puts the choices in (display-settings-choices.tsx), then applies and saves each choice at once.
 */
export function DisplaySettingsPanel() {
  return (
    <div
      id={DISPLAY_SETTINGS_PANEL_ID}
      className="display-settings"
      role="group"
      aria-label="Display settings"
      hidden
      {...hookAttribute('displaySettingsChoices', DISPLAY_SETTINGS_CHOICES_PATH)}
    />
  )
}
