import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { DISPLAY_SETTINGS_CHOICES_PATH, DisplaySettingsChoices } from '#renderer/display-settings/display-settings-choices.tsx'

/** Writes the display settings' choices, as the panel takes them in, beside the pages; returns their size in bytes. */
export function writeDisplaySettingsChoices(clientRoot: string): number {
  const html = renderToStaticMarkup(createElement(DisplaySettingsChoices))
  writeFileSync(join(clientRoot, DISPLAY_SETTINGS_CHOICES_PATH), html)
  return Buffer.byteLength(html)
}
