import { hookAttribute } from './page-scripts/hook-attribute.ts'
import './_theme-controls.scss'

/** Theme and calm-mode switches; site.js applies and saves the choice. */
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
      <button className="theme-controls__calm" type="button" aria-pressed="false" {...hookAttribute('calmToggle')}>
        Calm mode
      </button>
    </div>
  )
}
