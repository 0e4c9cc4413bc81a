import { hookAttribute } from '../page-scripts/hook-attribute.ts'
import { displaySettings } from './display-settings.ts'
import './_display-settings-panel.scss'

export const DISPLAY_SETTINGS_PANEL_ID = 'display-settings'

/**
 * The display settings, one radio group each, shown and hidden by the button before it (a
 * disclosure: site.js opens and closes it, and Escape closes it). display-settings.js, loaded when
 * the button is first approached, applies and saves each choice at once.
 */
export function DisplaySettingsPanel() {
  return (
    <div id={DISPLAY_SETTINGS_PANEL_ID} className="display-settings" role="group" aria-label="Display settings" hidden>
      <p className="display-settings__note">Each change applies at once and is kept on this device.</p>
      {displaySettings.map((setting) => (
        <fieldset key={setting.name} className="display-settings__group" {...hookAttribute('displaySetting', setting.name)}>
          <legend className="display-settings__legend">{setting.legend}</legend>
          <div className="display-settings__options">
            {setting.options.map((option) => (
              <label key={option.value} className="display-settings__option">
                <input type="radio" name={`display-${setting.name}`} value={option.value} defaultChecked={option.value === setting.defaultValue} />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <button className="display-settings__reset" type="button" {...hookAttribute('displaySettingsReset')}>
        Reset display settings
      </button>
      <p className="display-settings__status" role="status" {...hookAttribute('displaySettingsStatus')} />
    </div>
  )
}
