import { displaySettings } from './display-settings.ts'

/** The attributes a page's <html> is prerendered with: each display setting at its default, `data-palette="standard" …`. */
export const displaySettingDefaults = displaySettings.map((setting) => `data-${setting.name}="${setting.defaultValue}"`).join(' ')
