import type { pageScriptHooks } from '../page-scripts/page-script-hooks.ts'

type HookName<Attribute> = Attribute extends `data-${infer Name}` ? Name : never

interface DisplaySetting {
  /**
   * Its name in the visitor's storage, `senseahead:<name>`, and its attribute on <html>,
   * `data-<name>`: a page-script hook, so the page scripts name the same attribute.
   */
  name: HookName<(typeof pageScriptHooks)[keyof typeof pageScriptHooks]>
  legend: string
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
    options: [
      { value: 'default', label: 'Default' },
      { value: 'wider', label: 'Wider' },
    ],
    defaultValue: 'default',
  },
  {
    name: 'font',
    legend: 'Font',
    options: [
      { value: 'site', label: 'The site’s font' },
      { value: 'legible', label: 'Atkinson Hyperlegible, easier to read' },
    ],
    defaultValue: 'site',
  },
  {
    name: 'motion',
    legend: 'Motion',
    options: [
      { value: 'device', label: 'As my device is set' },
      { value: 'off', label: 'Always off' },
    ],
    defaultValue: 'device',
  },
  {
    name: 'pictures',
    legend: 'Pictures',
    options: [
      { value: 'shown', label: 'Show all' },
      { value: 'hidden', label: 'Hide decorative pictures and video' },
    ],
    defaultValue: 'shown',
  },
  {
    name: 'reading',
    legend: 'Reading view',
    options: [
      { value: 'off', label: 'Off' },
      { value: 'on', label: 'Plain: one column, no decoration' },
    ],
    defaultValue: 'off',
  },
]
