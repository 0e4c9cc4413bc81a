// @ts-check
// Loaded by site.js when a visitor first points at or tabs to the "Display settings" button. The
// button shows and hides the panel under it (a disclosure; Escape, a press elsewhere or focus
// moving on closes it); each radio group applies its choice at once as an attribute on <html>
// (data-palette, data-text-size…, which the styles follow) and keeps it in this browser's storage,
// where theme.js finds it before the next page's first paint. "Calm" sets the calmest value of the
// settings it names, or, pressed again, their defaults. "Reset" restores every default.
// The panel comes empty in every page's HTML: its choices are fetched here first, from the address
// the panel names, so the pages stay light for the visitors who never open it.
;(function () {
  var root = document.documentElement
  var toggle = /** @type {HTMLElement} */ (document.querySelector('[data-display-settings-toggle]'))
  if (!toggle || toggle.hasAttribute('data-hydrated')) return
  var panel = /** @type {HTMLElement} */ (document.getElementById(/** @type {string} */ (toggle.getAttribute('aria-controls'))))
  var controls = /** @type {HTMLElement} */ (toggle.parentElement)
  var menu = /** @type {HTMLElement | null} */ (document.querySelector('[data-menu-toggle]'))
  var FONT_STYLESHEET = '/fonts/atkinson-hyperlegible.css'
  /** Whether this panel opened the menu (below), so that Escape closes it again with the panel. */
  var openedMenu = false

  fetch(/** @type {string} */ (panel.getAttribute('data-display-settings-choices')))
    .then(function (response) {
      if (!response.ok) throw new Error('The display settings answered ' + response.status)
      return response.text()
    })
    .then(function (choices) {
      panel.innerHTML = choices
      offerChoices()
    })
    .catch(function () {
      var note = document.createElement('p')
      note.className = 'display-settings__note'
      note.textContent = 'The display settings could not be loaded. Please check your connection and reload the page.'
      panel.replaceChildren(note)
    })
    // Until now site.js kept a press on the button; the panel opens with its choices in it, or with
    // the note that they could not come.
    .then(takeOverTheButton)

  /** @param {HTMLInputElement} radio the setting's name, as its group says */
  function settingOf(radio) {
    return /** @type {string} */ (/** @type {Element} */ (radio.closest('[data-display-setting]')).getAttribute('data-display-setting'))
  }

  /**
   * @param {string} name
   * @param {string | null} value null forgets the choice
   */
  function keep(name, value) {
    try {
      if (value === null) localStorage.removeItem('senseahead:' + name)
      else localStorage.setItem('senseahead:' + name, value)
    } catch (error) {
      // Private browsing may refuse storage: the choice then lasts for this page only.
    }
  }

  /** @param {HTMLInputElement} radio */
  function apply(radio) {
    root.setAttribute('data-' + settingOf(radio), radio.value)
    if (radio.value === 'legible' && !document.querySelector('link[href="' + FONT_STYLESHEET + '"]')) {
      var fonts = document.createElement('link')
      fonts.rel = 'stylesheet'
      fonts.href = FONT_STYLESHEET
      document.head.appendChild(fonts)
    }
  }

  /** @param {boolean} open */
  function setOpen(open) {
    toggle.setAttribute('aria-expanded', String(open))
    panel.hidden = !open
  }

  function offerChoices() {
    var status = /** @type {HTMLElement} */ (panel.querySelector('[data-display-settings-status]'))
    var reset = /** @type {HTMLElement} */ (panel.querySelector('[data-display-settings-reset]'))
    var calm = /** @type {HTMLElement} */ (panel.querySelector('[data-display-settings-calm]'))
    /** @type {Record<string, string>} */
    var calmValues = JSON.parse(/** @type {string} */ (calm.getAttribute('data-display-settings-calm')))
    var radios = /** @type {NodeListOf<HTMLInputElement>} */ (panel.querySelectorAll('input[type="radio"]'))
    /** @param {(radio: HTMLInputElement) => boolean} chosen checks, applies and keeps the radios it picks */
    function choose(chosen) {
      radios.forEach(function (radio) {
        if (!chosen(radio)) return
        radio.checked = true
        apply(radio)
        keep(settingOf(radio), radio.defaultChecked ? null : radio.value)
      })
    }
    function isCalm() {
      return Object.keys(calmValues).every(function (name) {
        return root.getAttribute('data-' + name) === calmValues[name]
      })
    }
    // "Calm" is pressed while every setting it names has its calm value, however it got there.
    function showCalm() {
      calm.setAttribute('aria-pressed', String(isCalm()))
    }
    // The radios show what the page has now (theme.js applied the saved choices).
    radios.forEach(function (radio) {
      radio.checked = root.getAttribute('data-' + settingOf(radio)) === radio.value
    })
    showCalm()
    panel.addEventListener('change', function (event) {
      var radio = /** @type {HTMLInputElement} */ (event.target)
      apply(radio)
      keep(settingOf(radio), radio.value)
      status.textContent = ''
      showCalm()
      // Larger text folds the header's links into the menu, this panel with them: the menu opens, so
      // the panel and the focus in it stay where they were.
      if (menu && menu.getAttribute('aria-expanded') !== 'true' && !toggle.checkVisibility()) {
        menu.click()
        openedMenu = true
      }
    })
    calm.addEventListener('click', function () {
      var on = !isCalm()
      choose(function (radio) {
        var name = settingOf(radio)
        return name in calmValues && (on ? radio.value === calmValues[name] : radio.defaultChecked)
      })
      showCalm()
      status.textContent = on ? 'Calm is on: soft colours, no motion, no decorative pictures, the plain view.' : 'Calm is off: those settings are back to their defaults.'
    })
    reset.addEventListener('click', function () {
      choose(function (radio) {
        return radio.defaultChecked
      })
      keep('calm', null)
      // As theme.js does on every page: a device set to more contrast starts in high contrast.
      if (matchMedia('(prefers-contrast: more)').matches) {
        choose(function (radio) {
          return settingOf(radio) === 'palette' && radio.value === 'contrast'
        })
        keep('palette', null)
      }
      showCalm()
      status.textContent = 'Display settings are back to their defaults.'
    })
  }

  // The button's own handling starts once the panel is filled; until then site.js keeps a press.
  function takeOverTheButton() {
    toggle.addEventListener('click', function () {
      setOpen(panel.hidden !== false)
    })
    controls.addEventListener('keydown', function (event) {
      if (event.key !== 'Escape' || panel.hidden) return
      // Before the menu around it sees the key: Escape closes the innermost thing first.
      event.stopPropagation()
      setOpen(false)
      // The visitor never opened the menu the panel opened: Escape leaves the page as they had it.
      if (openedMenu && menu && menu.getAttribute('aria-expanded') === 'true') menu.click()
      openedMenu = false
      // The button, or the menu's where the closed menu holds it.
      ;(toggle.checkVisibility() || !menu ? toggle : menu).focus()
    })
    // Open over the page, the panel closes when the visitor moves on, so it never hides what they
    // go to.
    controls.addEventListener('focusout', function (event) {
      var next = /** @type {Node | null} */ (event.relatedTarget)
      if (next && !controls.contains(next)) setOpen(false)
    })
    // (A visitor's press, not the menu's opening above.)
    document.addEventListener('click', function (event) {
      if (event.isTrusted && !controls.contains(/** @type {Node} */ (event.target))) setOpen(false)
    })

    toggle.setAttribute('data-hydrated', 'true')
    // A press before this code ran was kept on the button (site.js).
    setOpen(toggle.getAttribute('aria-expanded') === 'true')
  }
})()
