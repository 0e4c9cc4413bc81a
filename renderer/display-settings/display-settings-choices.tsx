import { hookAttribute } from '../page-scripts/hook-attribute.ts'
import { calmSettings, displaySettings } from './display-settings.ts'

/**
 * Where the build writes the panel's choices (tools/build/build-steps.ts): display-settings.js
 * fetches them when the panel is first used, so no page carries them in its HTML.
 */
export const DISPLAY_SETTINGS_CHOICES_PATH = '/display-settings-choices.html'

/** The display settings' choices: "Calm" first, then one radio group per setting with a line on what it does, a note, "Reset" and a status line. */
export function DisplaySettingsChoices() {
  return (
    <>
      <div className="display-settings__calm">
        <button
          className="display-settings__calm-button"
          type="button"
          aria-pressed="false"
          aria-describedby="display-hint-calm"
          {...hookAttribute('displaySettingsCalm', JSON.stringify(calmSettings))}
        >
          Calm
        </button>
        <p id="display-hint-calm" className="display-settings__hint">
          Soft colours, no motion, no decorative pictures and the plain view, all at once.
        </p>
      </div>
      <p className="display-settings__note">Each change applies at once and is kept on this device.</p>
      {displaySettings.map((setting) => (
        <fieldset key={setting.name} className="display-settings__group" aria-describedby={`display-hint-${setting.name}`} {...hookAttribute('displaySetting', setting.name)}>
          <legend className="display-settings__legend">{setting.legend}</legend>
          <p id={`display-hint-${setting.name}`} className="display-settings__hint">
            {setting.hint}
          </p>
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
