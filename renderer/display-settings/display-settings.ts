import type { pageScriptHooks } from '../page-scripts/page-script-hooks.ts'

type HookName<Attribute> = Attribute extends `data-${infer Name}` ? Name : never

interface DisplaySetting {
  /**
   * Its name in the visitor's storage, `senseahead:<name>`, and its attribute on <html>,
   * `data-<name>`: a page-script hook, so the page scripts name the same attribute.
   */
  name: HookName<(typeof pageScriptHooks)[keyof typeof pageScriptHooks]>
  legend: string
  /** One plain line under the legend: what the setting does. */
  hint: string
  options: { value: string; label: string }[]
  /** The value every page is prerendered with, until a saved choice replaces it. */
  defaultValue: string
}

/**
 * The display settings a visitor can change on every page. The panel's radio groups are made
 * from this list, and the page's <html> carries each default; theme.js applies a saved choice
 * before the first paint, display-settings.js applies and saves a new one, and the styles do the
 * rest (renderer/styles/_display-settings.scss).
 */
export const displaySettings: DisplaySetting[] = [
  {
    name: 'palette',
    legend: 'Colours',
    hint: 'Soft colours are gentler on the eyes; high contrast makes the words stand out most.',
    options: [
      { value: 'standard', label: 'Standard' },
      { value: 'soft', label: 'Soft' },
      { value: 'contrast', label: 'High contrast' },
    ],
    defaultValue: 'standard',
  },
  {
    name: 'text-size',
    legend: 'Text size',
    hint: 'Makes every word on the page smaller or bigger.',
    options: [
      { value: 'smaller', label: 'Smaller' },
      { value: 'default', label: 'Default' },
      { value: 'larger', label: 'Larger' },
      { value: 'largest', label: 'Largest' },
    ],
    defaultValue: 'default',
  },
  {
    name: 'spacing',
    legend: 'Spacing',
    hint: 'Puts more room between lines, words and letters.',
    options: [
      { value: 'default', label: 'Default' },
      { value: 'wider', label: 'Wider' },
    ],
    defaultValue: 'default',
  },
  {
    name: 'font',
    legend: 'Font',
    hint: 'A typeface made so that letters that look alike are easy to tell apart.',
    options: [
      { value: 'site', label: 'The site’s font' },
      { value: 'legible', label: 'Atkinson Hyperlegible, easier to read' },
    ],
    defaultValue: 'site',
  },
  {
    name: 'motion',
    legend: 'Motion',
    hint: 'Stops moving pictures and sliding effects.',
    options: [
      { value: 'device', label: 'As my device is set' },
      { value: 'off', label: 'Always off' },
    ],
    defaultValue: 'device',
  },
  {
    name: 'pictures',
    legend: 'Pictures',
    hint: 'Hides pictures that are only there for decoration; pictures that tell you something stay.',
    options: [
      { value: 'shown', label: 'Show all' },
      { value: 'hidden', label: 'Hide decorative pictures and video' },
    ],
    defaultValue: 'shown',
  },
  {
    name: 'reading',
    legend: 'Reading view',
    hint: 'Shows the page as one plain column of words, without boxes or colours.',
    options: [
      { value: 'off', label: 'Off' },
      { value: 'on', label: 'Plain: one column, no decoration' },
    ],
    defaultValue: 'off',
  },
]

/**
 * The "Calm" choice at the top of the panel: in one press, the calmest value of each setting that
 * makes a page quieter (soft colours, no motion, no decorative pictures, the plain view).
 */
export const calmSettings: Partial<Record<DisplaySetting['name'], string>> = { palette: 'soft', motion: 'off', pictures: 'hidden', reading: 'on' }
