import type { Page } from '@playwright/test'
import { DISPLAY_SETTINGS_CHOICES_PATH } from '#renderer/display-settings/display-settings-choices.tsx'
import { displaySettings } from '#renderer/display-settings/display-settings.ts'
import { pageScriptHooks } from '#renderer/page-scripts/page-script-hooks.ts'
import { expect, test, withoutMotion } from './support/fixtures.ts'
import { linkLegibleFont } from './support/layout-problems.ts'
import { templateRoutes } from './support/routes.ts'
import { screenshotForDocs } from './support/screenshot-for-docs.ts'
import { tabTo } from './support/tab-to.ts'
import { wcagViolations } from './support/wcag-violations.ts'

const optionLabel = (name: string, value: string) => {
  const option = displaySettings.find((setting) => setting.name === name)?.options.find((each) => each.value === value)
  if (!option) throw new Error(`No display setting ${name} with the value ${value}`)
  return option.label
}
const settingsButton = (page: Page) => page.getByRole('button', { name: 'Display settings', exact: true })
/** Opens the panel, and first the menu when larger text has folded the header's links into it. */
const openPanel = async (page: Page) => {
  const toggle = settingsButton(page)
  const menu = page.getByRole('button', { name: 'Menu' })
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click()
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await expect(page.getByRole('group', { name: 'Display settings' })).toBeVisible()
}
const choose = async (page: Page, name: string, value: string) => {
  await openPanel(page)
  const legend = displaySettings.find((setting) => setting.name === name)!.legend
  await page
    .getByRole('group', { name: legend })
    .getByRole('radio', { name: optionLabel(name, value), exact: true })
    .check()
}
const pxOfRem = (page: Page, rem: number) => page.evaluate((size) => size * parseFloat(getComputedStyle(document.documentElement).fontSize), rem)
/** The hero's text's spacings, each as a multiple of its size, to two places. */
const spacingOf = (page: Page) =>
  page.locator('.hero__subheading').evaluate((element) => {
    const style = getComputedStyle(element)
    const times = (length: string) => Math.round((parseFloat(length) / parseFloat(style.fontSize)) * 100) / 100
    return { letter: times(style.letterSpacing), word: times(style.wordSpacing), line: times(style.lineHeight), paragraph: times(style.marginBottom) }
  })
/** The visible elements in <main>, other than controls, that draw a border or a background. */
const framedOrFilled = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const drawn = (colour: string) => colour !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(colour)
    return [...main.querySelectorAll('*')]
      .filter((element) => element.checkVisibility() && !element.closest('a, button, input, select, textarea, label, [role="tab"], [data-selected], [role="tooltip"], mark'))
      .filter((element) => {
        const style = getComputedStyle(element)
        const border = ['Top', 'Right', 'Bottom', 'Left'].some(
          (side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 && drawn(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
        )
        return border || drawn(style.backgroundColor)
      })
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
  })
const isPaused = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)

/**
 * What each setting other than its default visibly does to the home page; `stopsMotion` when what it
 * shows is the video stopped, which only a visitor who has not asked for less motion sees playing.
 */
const effects: { name: string; value: string; stopsMotion?: boolean; shows: (page: Page) => Promise<void> }[] = [
  { name: 'palette', value: 'soft', shows: (page) => expect(page.locator('body')).toHaveCSS('background-color', 'rgb(243, 241, 236)') },
  { name: 'palette', value: 'contrast', shows: (page) => expect(page.locator('body')).toHaveCSS('color', 'rgb(0, 0, 0)') },
  { name: 'text-size', value: 'smaller', shows: (page) => expect(page.locator('html')).toHaveCSS('font-size', '14px') },
  { name: 'text-size', value: 'larger', shows: (page) => expect(page.locator('html')).toHaveCSS('font-size', '20px') },
  { name: 'text-size', value: 'largest', shows: (page) => expect(page.locator('html')).toHaveCSS('font-size', '24px') },
  {
    name: 'spacing',
    value: 'wider',
    shows: async (page) => {
      await expect.poll(() => spacingOf(page)).toEqual({ letter: 0.12, word: 0.16, line: 1.5, paragraph: 2 })
    },
  },
  {
    name: 'font',
    value: 'legible',
    shows: async (page) => {
      await expect(page.locator('body')).toHaveCSS('font-family', /^"Atkinson Hyperlegible"/)
      await expect.poll(() => page.evaluate(() => document.fonts.ready.then(() => document.fonts.check('16px "Atkinson Hyperlegible"')))).toBe(true)
    },
  },
  {
    name: 'motion',
    value: 'off',
    stopsMotion: true,
    shows: async (page) => {
      await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'auto')
      await expect.poll(() => isPaused(page)).toBe(true)
    },
  },
  {
    name: 'pictures',
    value: 'hidden',
    stopsMotion: true,
    shows: async (page) => {
      await expect(page.locator('.hero__media img')).toHaveCSS('visibility', 'hidden')
      await expect(page.locator('.hero__video')).toHaveCSS('visibility', 'hidden')
      await expect.poll(() => isPaused(page)).toBe(true)
    },
  },
  {
    name: 'reading',
    value: 'on',
    shows: async (page) => {
      await expect(page.locator('main')).toHaveCSS('max-width', `${await pxOfRem(page, 44)}px`)
      await expect.poll(() => framedOrFilled(page)).toEqual([])
    },
  },
]

// Motion is not what most of these tests look at (see withoutMotion). Those that see a setting stop
// it see it move first, as a visitor who has not asked for less motion does.
test.use(withoutMotion)
const withMotion = { reducedMotion: 'no-preference' } as const

test.describe('The display settings', () => {
  test('offer every setting and its choices, the default chosen', async ({ page }) => {
    await page.goto('/')
    await openPanel(page)
    for (const setting of displaySettings) {
      const group = page.getByRole('group', { name: setting.legend })
      await expect(group.getByRole('radio')).toHaveCount(setting.options.length)
      await expect(group.getByRole('radio', { name: optionLabel(setting.name, setting.defaultValue), exact: true })).toBeChecked()
      await expect(page.locator('html')).toHaveAttribute(`data-${setting.name}`, setting.defaultValue)
    }
  })

  for (const { name, value, stopsMotion, shows } of effects) {
    test.describe(() => {
      if (stopsMotion) test.use(withMotion)

      test(`${name}: ${value} applies at once, stays after a reload and is there before the first paint`, async ({ page, context }) => {
        await page.goto('/')
        await choose(page, name, value)
        await expect(page.locator('html')).toHaveAttribute(`data-${name}`, value)
        await shows(page)
        // Records the setting at the moment the parser creates <body>, before anything can be painted.
        await page.addInitScript((attribute) => {
          new MutationObserver((_records, observer) => {
            if (!document.body) return
            document.documentElement.setAttribute('data-at-body', document.documentElement.getAttribute(attribute) ?? '')
            observer.disconnect()
          }).observe(document, { childList: true, subtree: true })
        }, `data-${name}`)
        await page.reload()
        await expect(page.locator('html')).toHaveAttribute('data-at-body', value)
        await shows(page)
        await openPanel(page)
        await expect(page.getByRole('radio', { name: optionLabel(name, value), exact: true })).toBeChecked()
        expect(await context.cookies()).toEqual([])
      })
    })
  }

  test('load their code, their choices and the legible font only when they are used', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto('/')
    // The page's HTML carries the button and an empty panel, not the choices.
    await expect(page.locator(`[${pageScriptHooks.displaySettingsChoices}]`)).toBeEmpty()
    expect(requested.filter((path) => path.startsWith('/fonts/') || path === '/scripts/display-settings.js' || path === DISPLAY_SETTINGS_CHOICES_PATH)).toEqual([])
    await choose(page, 'font', 'legible')
    await expect.poll(() => requested.filter((path) => path.startsWith('/fonts/')).length).toBeGreaterThan(1)
    expect(requested).toContain('/scripts/display-settings.js')
    expect(requested).toContain(DISPLAY_SETTINGS_CHOICES_PATH)
  })

  test('say so in the panel when their choices cannot be had', async ({ page }) => {
    await page.route(DISPLAY_SETTINGS_CHOICES_PATH, (route) => route.abort('internetdisconnected'))
    await page.goto('/')
    await settingsButton(page).click()
    await expect(page.getByRole('group', { name: 'Display settings' })).toHaveText('The display settings could not be loaded. Please check your connection and reload the page.')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('group', { name: 'Display settings' })).toBeHidden()
  })

  test('work from the keyboard alone, and Escape closes them', async ({ page }) => {
    await page.goto('/')
    const toggle = settingsButton(page)
    await tabTo(page, toggle)
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const standard = page.getByRole('radio', { name: 'Standard' })
    await tabTo(page, standard)
    await expect(standard).toHaveCSS('outline-style', 'solid')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Soft' })).toBeFocused()
    await expect(page.locator('html')).toHaveAttribute('data-palette', 'soft')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('group', { name: 'Display settings' })).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    // Larger text folds the header, and the panel with it, into the menu, which opens around the
    // panel: Escape then closes both, and leaves the focus on the Menu button that holds them.
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByRole('radio', { name: 'Default' }).first())
    await page.keyboard.press('ArrowRight')
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger')
    const menu = page.getByRole('button', { name: 'Menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('group', { name: 'Display settings' })).toBeHidden()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()
  })

  test('Reset restores every default, here and on the next page', async ({ page }) => {
    await page.goto('/')
    for (const { name, value } of effects) await choose(page, name, value)
    await page.getByRole('button', { name: 'Reset display settings' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Display settings are back to their defaults.' })).toBeVisible()
    for (const setting of displaySettings) {
      await expect(page.locator('html')).toHaveAttribute(`data-${setting.name}`, setting.defaultValue)
      await expect(page.getByRole('group', { name: setting.legend }).getByRole('radio', { name: optionLabel(setting.name, setting.defaultValue), exact: true })).toBeChecked()
    }
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('senseahead:') && key !== 'senseahead:theme'))).toEqual([])
    await page.goto('/research')
    for (const setting of displaySettings) await expect(page.locator('html')).toHaveAttribute(`data-${setting.name}`, setting.defaultValue)
  })

  test.describe(() => {
    test.use(withMotion)

    test('at their strongest together, leave the home page readable, still and free of WCAG violations', async ({ page }) => {
      await page.goto('/')
      const strongest = { palette: 'contrast', 'text-size': 'largest', spacing: 'wider', font: 'legible', motion: 'off', pictures: 'hidden', reading: 'on' }
      for (const [name, value] of Object.entries(strongest)) await choose(page, name, value)
      await page.keyboard.press('Escape')
      await page.reload()
      for (const { shows } of effects.filter(({ name, value }) => strongest[name as keyof typeof strongest] === value)) await shows(page)
      await expect(page.locator('.hero__media')).toBeHidden()
      expect(await wcagViolations(page)).toEqual([])
      await page.setViewportSize({ width: 320, height: 640 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    })
  })

  // docs/display-settings/ shows the home page in each palette (UPDATE_SCREENSHOTS=1 takes them again).
  test('give each palette its own colours, in the light and the dark theme', async ({ page }) => {
    // The pictures show the hero's poster, not whichever frame the video was at.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const backgrounds = new Set<string>()
    for (const theme of ['light', 'dark']) {
      await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme)
      for (const { value } of displaySettings.find((setting) => setting.name === 'palette')!.options) {
        await choose(page, 'palette', value)
        await expect(page.locator('html')).toHaveAttribute('data-palette', value)
        backgrounds.add(await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor))
        await page.keyboard.press('Escape')
        await screenshotForDocs(page, `docs/display-settings/${value}-${theme}.png`)
      }
    }
    expect(backgrounds.size).toBe(6)
  })

  test('open under their button, beside the theme choice', async ({ page }) => {
    await page.goto('/')
    await openPanel(page)
    await expect(page.getByRole('group', { name: 'Display settings' })).toBeInViewport()
    await screenshotForDocs(page, 'docs/display-settings/panel.png')
  })
})

/** The settings that change how wide the header's words are, each by name and value. */
type TextSetting = Record<'text-size' | 'spacing' | 'font', string>

/**
 * How the header stands at this window width in each text setting, shown in turn on the open page
 * as the display settings panel shows a choice: as attributes on <html>, which the header's fold
 * (site.js) follows. Run in the page (page.evaluate), so it is one self-contained function. With
 * `breakpoints`, each outcome also has the widest window width, in CSS pixels, that a media query
 * of the page's style sheets names, of those holding a rule for an element of the page in that
 * setting (the header's layout at each text size has media queries of its own, whose rules select
 * that text size).
 */
async function headerAtEachSetting({ settings, breakpoints }: { settings: TextSetting[]; breakpoints: boolean }) {
  const root = document.documentElement
  const rootPixels = 16 // A media query's rem and em are the browser's default font size, whatever the page sets.
  const selectsSomething = (rule: CSSRule): boolean => {
    if (rule instanceof CSSStyleRule) {
      try {
        return document.querySelector(rule.selectorText.replace(/::?(before|after|marker|placeholder|selection)\b/g, '')) !== null
      } catch {
        return true // A selector the page cannot query counts, so that no width is left out.
      }
    }
    return 'cssRules' in rule && [...(rule as CSSGroupingRule).cssRules].some(selectsSomething)
  }
  const conditions = (rules: CSSRuleList): string[] =>
    [...rules].flatMap((rule) => [
      ...(rule instanceof CSSMediaRule && selectsSomething(rule) ? [rule.conditionText] : []),
      ...('cssRules' in rule ? conditions((rule as CSSGroupingRule).cssRules) : []),
    ])
  const widestMediaQueryWidth = () =>
    Math.max(
      0,
      ...[...document.styleSheets]
        .flatMap((sheet) => conditions(sheet.cssRules))
        .flatMap((condition) => [...condition.matchAll(/(\d+(?:\.\d+)?)(px|r?em)/g)].map(([, value, unit]) => Number(value) * (unit === 'px' ? 1 : rootPixels))),
    )

  const outcomes = []
  for (const setting of settings) {
    for (const [name, value] of Object.entries(setting)) root.setAttribute(`data-${name}`, value)
    // Reading a size lays the page out, which starts loading any font it now needs; the header's
    // fold follows the change once this task yields.
    void root.offsetWidth
    await document.fonts.ready
    const windowWidth = root.clientWidth
    const header = document.querySelector('.site-header__inner')!.getBoundingClientRect()
    const controls = [...document.querySelectorAll('.site-header :is(a, button, select, input)')].filter((control) => control.checkVisibility())
    const boxes = controls.map((control) => control.getBoundingClientRect())
    outcomes.push({
      past: boxes.map((box) => box.right - windowWidth).filter((by) => by > 0.5),
      // The controls' boxes within the header's line, which a wider window only moves as a whole.
      inner: JSON.stringify(boxes.map((box) => [box.left - header.left, box.top, box.width, box.height].map(Math.round))),
      narrower: header.width < windowWidth - 1,
      widestBreakpoint: breakpoints ? widestMediaQueryWidth() : 0,
    })
  }
  return outcomes
}

/**
 * The header's controls past the window's right edge at each width every 20 px from a phone to a
 * wide screen (the links fold into the menu somewhere between), in each text setting, each as
 * "<width> px, <setting>: …". The window takes each width once, and every setting is shown there.
 */
async function headerControlsPastTheEdge(page: Page, settings: TextSetting[]): Promise<string[]> {
  const named = (setting: TextSetting) =>
    Object.entries(setting)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ')
  // Before the first width, as theme.js holds the first paint for the legible font's faces.
  await page.evaluate(linkLegibleFont)
  const overflows: string[] = []
  const widest = new Map<TextSetting, number>()
  const previous = new Map<TextSetting, string>()
  let left = settings
  for (let width = 320; width <= 2600 && left.length > 0; width += 20) {
    await page.setViewportSize({ width, height: 800 })
    const outcomes = await page.evaluate(headerAtEachSetting, { settings: left, breakpoints: widest.size === 0 })
    left = left.filter((setting, index) => {
      const { past, inner, narrower, widestBreakpoint } = outcomes[index]!
      if (!widest.has(setting)) widest.set(setting, widestBreakpoint)
      overflows.push(...past.map((by) => `${width} px, ${named(setting)}: a control past the edge by ${Math.ceil(by)} px`))
      // Past every media query, once the header's line has reached its widest and its controls stay
      // where they were, a wider window only adds room on either side of it.
      const settled = width > widest.get(setting)! && narrower && inner === previous.get(setting)
      previous.set(setting, inner)
      return !settled
    })
  }
  return overflows
}

test('The header keeps every control inside the window at every window width and every text setting', async ({ page }) => {
  // About 110 widths, each shown in twelve settings: 16 s alone on a slow two-core machine and up
  // to 31 s beside another worker, past the 30 s a test has. One test per text size would take
  // each width again in each, and cost twice the CPU time in all.
  test.slow()
  const defaultOf = (name: string) => displaySettings.find((setting) => setting.name === name)!.defaultValue
  // Every text size, alone and with each of the two settings that widen every word.
  const settings = displaySettings
    .find((setting) => setting.name === 'text-size')!
    .options.flatMap(({ value }): TextSetting[] => [
      { 'text-size': value, spacing: defaultOf('spacing'), font: defaultOf('font') },
      { 'text-size': value, spacing: 'wider', font: defaultOf('font') },
      { 'text-size': value, spacing: defaultOf('spacing'), font: 'legible' },
    ])
  await page.goto('/research')
  expect(await headerControlsPastTheEdge(page, settings)).toEqual([])
})

// axe-core checks the reading view of every template in accessibility.spec.ts.
test.describe('The plain reading view, on a page of every template', () => {
  /** What the page shows in <main>, each element named by its tag and classes. */
  const shownInMain = (page: Page) =>
    page
      .locator('main')
      .evaluate((main) => [
        ...new Set(
          [...main.querySelectorAll('*')].filter((element) => element.checkVisibility()).map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
        ),
      ])

  for (const { path } of templateRoutes) {
    test(`${path} shows nothing the page hides and draws no frame or fill, header and footer included`, async ({ page }) => {
      await page.goto(path)
      const shown = await shownInMain(page)
      await page.evaluate(() => {
        localStorage.setItem('senseahead:reading', 'on')
      })
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-reading', 'on')
      expect((await shownInMain(page)).filter((element) => !shown.includes(element))).toEqual([])
      expect(await framedOrFilled(page)).toEqual([])
      // The header and the footer are plain too: the header on the page's colour without a blur or
      // a shadow, the footer one column without a fill.
      const pageColour = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)
      const header = page.locator('.site-header')
      await expect(header).toHaveCSS('background-color', pageColour)
      await expect(header).toHaveCSS('box-shadow', 'none')
      await expect(header).toHaveCSS('backdrop-filter', 'none')
      await expect(page.locator('.site-footer')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
      await expect(page.locator('.site-footer__inner')).toHaveCSS('display', 'block')
    })
  }
})
