/** One way of showing the page: display settings as attributes on <html>, and WCAG 1.4.12's spacing as a visitor's own style sheet would set it. */
export interface LayoutState {
  name: string
  attributes: Record<string, string>
  userTextSpacing: boolean
}

export interface LayoutCheck {
  states: LayoutState[]
  /** What is checked: the page, or the open dialog or panel this selector finds. */
  scope: string | null
  /** Opens, at every setting, what larger text may have folded away: the phone menu, and the display settings' panel inside it. */
  open: ('menu' | 'display-settings')[]
}

export interface LayoutOutcome {
  state: string
  problems: string[]
  /** Whether the header's links were folded into the phone menu. */
  headerFolded: boolean
}

/**
 * Links the legible font's faces into the open page, as display-settings.js links them when the
 * font is chosen, and waits until they are there, so that a setting that uses it is laid out in
 * it. Run in the page (page.evaluate), before any check that shows the legible font.
 */
export async function linkLegibleFont() {
  if (document.querySelector('link[href="/fonts/atkinson-hyperlegible.css"]')) return
  const fonts = document.createElement('link')
  fonts.rel = 'stylesheet'
  fonts.href = '/fonts/atkinson-hyperlegible.css'
  document.head.append(fonts)
  await new Promise((resolve) => fonts.addEventListener('load', resolve, { once: true }))
}

/**
 * Shows the open page in each state, in turn, and lists what breaks its layout: the page or the
 * scope wider than the window or than itself, a visible control outside the window, a word broken
 * inside across two lines, and of a whole page, the fixed header covering its top. Run in the page
 * (page.evaluate), so it is one self-contained function; the settings are set as the site's scripts
 * set them, on <html>, and put back after. The legible font must be linked first (linkLegibleFont).
 */
export async function layoutProblems({ states, scope, open }: LayoutCheck): Promise<LayoutOutcome[]> {
  const root = document.documentElement
  const saved = [...root.attributes].filter((attribute) => attribute.name.startsWith('data-')).map(({ name, value }) => [name, value] as const)
  // As a visitor's style sheet sets WCAG 1.4.12's spacing: on every element, over the page's own.
  const userSheet = document.createElement('style')
  userSheet.textContent = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`

  const nameOf = (element: Element) => `${element.tagName.toLowerCase()}${[...element.classList].map((name) => `.${name}`).join('')}`
  const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
  /** Text only screen readers get: its box is clipped to nothing. */
  const clippedAway = (element: Element) => {
    for (let each: Element | null = element; each; each = each.parentElement) {
      const style = getComputedStyle(each)
      if (style.clipPath === 'inset(50%)' || (style.overflow !== 'visible' && each.getBoundingClientRect().width <= 1)) return true
    }
    return false
  }
  /** Whether a box of the control lies outside a scrolling or clipping box around it, where it is not seen. */
  const scrolledAway = (control: Element, box: DOMRect) => {
    for (let each = control.parentElement; each && each !== document.body; each = each.parentElement) {
      if (getComputedStyle(each).overflowX === 'visible') continue
      const frame = each.getBoundingClientRect()
      if (box.right <= frame.left + 1 || box.left >= frame.right - 1) return true
    }
    return false
  }
  const wordBreaks = (within: Element) => {
    const broken: string[] = []
    const segmenter = new Intl.Segmenter('en', { granularity: 'word' })
    const walker = document.createTreeWalker(within, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent ?? ''
      if (!parent || !/\w/.test(text) || parent.closest('script, style, template') || !visible(parent)) continue
      range.selectNodeContents(node)
      // A text on one line breaks no word.
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)))
      if (lines.size < 2 || clippedAway(parent)) continue
      // An email or web address, or a DOI, longer than its line may break, as a last resort; no other word.
      const addresses = [...text.matchAll(/\S*(?:@|:\/\/|www\.)\S*|\b10\.\d{4,9}\/\S+/g)].filter((match) => {
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const line = parent.closest(':not(a, span, code)') ?? parent
        const style = getComputedStyle(line)
        const room = line.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        return [...range.getClientRects()].reduce((sum, rect) => sum + rect.width, 0) > room
      })
      for (const { segment, index, isWordLike } of segmenter.segment(text)) {
        if (!isWordLike || segment.length < 2) continue
        if (addresses.some((match) => index >= match.index && index < match.index + match[0].length)) continue
        range.setStart(node, index)
        range.setEnd(node, index + segment.length)
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0)
        const top = Math.min(...rects.map((rect) => rect.top))
        if (rects.some((rect) => rect.top >= top + rect.height / 2)) broken.push(`"${segment}" broken across two lines in ${nameOf(parent)}`)
      }
    }
    return broken
  }

  const outcomes: LayoutOutcome[] = []
  for (const state of states) {
    for (const [name, value] of saved) root.setAttribute(name, value)
    for (const [name, value] of Object.entries(state.attributes)) root.setAttribute(`data-${name}`, value)
    if (state.userTextSpacing) document.head.append(userSheet)
    else userSheet.remove()
    // Reading a size lays the page out, which starts loading any font it now needs.
    void document.body.offsetWidth
    await document.fonts.ready
    // Two frames: the page's scripts follow a change of the window or the settings before the next paint.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const menuToggle = document.querySelector<HTMLElement>('[data-menu-toggle]')
    const headerFolded = Boolean(menuToggle?.checkVisibility())
    if (open.includes('menu') && menuToggle && headerFolded && menuToggle.getAttribute('aria-expanded') !== 'true') menuToggle.click()
    const settingsToggle = document.querySelector<HTMLElement>('[data-display-settings-toggle]')
    if (open.includes('display-settings') && settingsToggle?.getAttribute('aria-expanded') !== 'true') settingsToggle?.click()

    const problems: string[] = []
    const width = root.clientWidth
    if (root.scrollWidth > width) problems.push(`the page is ${root.scrollWidth} px wide`)
    const within = scope ? document.querySelector(scope) : document.body
    if (!within || !visible(within)) problems.push(`${scope} is not shown`)
    else {
      if (scope) {
        const box = within.getBoundingClientRect()
        if (box.left < 0 || box.right > width + 0.5) problems.push(`${nameOf(within)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`)
        if (within.scrollWidth > within.clientWidth) problems.push(`${nameOf(within)}'s content is ${within.scrollWidth} px wide in ${within.clientWidth} px`)
      }
      for (const control of within.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])')) {
        if (!visible(control)) continue
        const box = control.getBoundingClientRect()
        if (box.width <= 1 || clippedAway(control) || scrolledAway(control, box)) continue
        if (box.left < -0.5 || box.right > width + 0.5)
          problems.push(`${nameOf(control)} "${(control.textContent ?? '').trim().slice(0, 30)}" at ${Math.round(box.left)}–${Math.round(box.right)} px`)
      }
      problems.push(...wordBreaks(within))
    }
    if (!scope) {
      // Of a whole page: it starts below the fixed header, however tall the setting makes it.
      // Measured from the top of the page: the section routes open scrolled to their section.
      const header = document.querySelector('.site-header')
      const main = document.querySelector('main')
      if (header && main) {
        const headerHeight = header.getBoundingClientRect().height
        const contentTop = main.getBoundingClientRect().top + window.scrollY + parseFloat(getComputedStyle(main).paddingTop)
        if (contentTop < headerHeight - 1) problems.push(`the header, ${Math.round(headerHeight)} px tall, covers the top ${Math.round(headerHeight - contentTop)} px of the page`)
      }
    }
    outcomes.push({ state: state.name, problems: [...new Set(problems)], headerFolded })
  }
  for (const [name, value] of saved) root.setAttribute(name, value)
  userSheet.remove()
  return outcomes
}
