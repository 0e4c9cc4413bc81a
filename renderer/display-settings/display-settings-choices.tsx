import { hookAttribute } from '../page-scripts/hook-attribute.ts'
import { displaySettings } from './display-settings.ts'

/**
 * Where the build writes the panel's choices (tools/build/build-steps.ts): display-settings.js
 * fetches them when the panel is first used, so no page carries them in its HTML.
 */
export const DISPLAY_SETTINGS_CHOICES_PATH = '/display-settings-choices.html'

/** The display settings' choices, one radio group each, a note, "Reset" and a status line. */
export function DisplaySettingsChoices() {
  return (
    <>
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
    </>
  )
}
