import { DISPLAY_SETTINGS_PANEL_ID, DisplaySettingsPanel } from './display-settings/display-settings-panel.tsx'
import { hookAttribute } from './page-scripts/hook-attribute.ts'
import './_theme-controls.scss'

/** The theme choice and the display settings; site.js applies and saves the theme. */
export function ThemeControls() {
  return (
    <div className="theme-controls" data-needs-js>
      <label className="theme-controls__theme">
        <span className="visually-hidden">Theme</span>
        <select className="theme-controls__select" {...hookAttribute('themeSelect')} defaultValue="light">
          <option value="light">Light theme</option>
          <option value="dark">Dark theme</option>
          <option value="system">System theme</option>
        </select>
      </label>
      <button className="theme-controls__display" type="button" aria-expanded="false" aria-controls={DISPLAY_SETTINGS_PANEL_ID} {...hookAttribute('displaySettingsToggle')}>
        Display settings
      </button>
      <DisplaySettingsPanel />
    </div>
  )
}
