/**
 * The data-* attributes through which the page scripts find and mark elements of the prerendered
 * HTML: public/scripts/theme.js, site.js, tooltips.js and display-settings.js, plain scripts
 * served as they are, with no module system to import this list from. page-script-hooks.test.ts checks that the scripts use
 * exactly these names, so the markup (which takes them from here) and the scripts cannot drift.
 */
export const pageScriptHooks = {
  /** On <html>: the theme (light, dark, system), set before the first paint by theme.js. */
  theme: 'data-theme',
  /**
   * On <html>: the display settings (renderer/display-settings/display-settings.ts), each
   * prerendered with its default and set to the visitor's saved choice by theme.js before the first
   * paint.
   */
  palette: 'data-palette',
  textSize: 'data-text-size',
  spacing: 'data-spacing',
  font: 'data-font',
  motion: 'data-motion',
  pictures: 'data-pictures',
  reading: 'data-reading',
  themeSelect: 'data-theme-select',
  /** The button that opens the display settings; site.js loads display-settings.js when it is first approached. */
  displaySettingsToggle: 'data-display-settings-toggle',
  /**
   * On the display settings' panel: the address of its choices (display-settings-choices.tsx, built
   * into a file of their own), which display-settings.js fetches and puts in on first use, so no
   * page carries them in its HTML.
   */
  displaySettingsChoices: 'data-display-settings-choices',
  /** A radio group of the display settings, named after its setting. */
  displaySetting: 'data-display-setting',
  displaySettingsReset: 'data-display-settings-reset',
  /** The "Calm" button: the settings it sets and their values, as JSON (`calmSettings`). */
  displaySettingsCalm: 'data-display-settings-calm',
  /** Where display-settings.js says what it did, for screen readers. */
  displaySettingsStatus: 'data-display-settings-status',
  /** "Listen": site.js loads read-aloud.js on its first press, which reads the page's main text aloud. */
  readAloud: 'data-read-aloud',
  readAloudStop: 'data-read-aloud-stop',
  /** Where read-aloud.js says what it is doing, or that the browser has no voice. */
  readAloudStatus: 'data-read-aloud-status',
  menuToggle: 'data-menu-toggle',
  /** The home page: links to its sections scroll in place. */
  home: 'data-home',
  /** The id of the section a page opens at, or "top". */
  scrollTarget: 'data-scroll-target',
  /** A profile link that is not set up yet: shown, but leads nowhere. */
  placeholder: 'data-placeholder',
  heroVideo: 'data-hero-video',
  videoToggle: 'data-video-toggle',
  /** Set by site.js on the video toggle; the styles show the pause or the play icon and words by it. */
  playing: 'data-playing',
  currentYear: 'data-current-year',
  /** An island's element, named after the island. */
  island: 'data-island',
  /**
   * Set on an island once its code runs; until then site.js holds the forms sent in it. Set on the
   * display settings' button once display-settings.js runs; until then site.js keeps a press on it.
   */
  hydrated: 'data-hydrated',
  /** Set by site.js: which form of an island was sent before the island ran, for it to send. */
  submitPending: 'data-submit-pending',
  /** On a form: where to fetch its signed form token when the visitor first uses it. */
  formToken: 'data-form-token',
  /** An icon-only control: tooltips.js shows its accessible name in a tooltip on hover and keyboard focus. */
  tooltip: 'data-tooltip',
} as const
