// @ts-check
// The behaviour every page shares, without a framework, so pages with no islands stay light:
// the theme control, the display settings' button, header, mobile menu, in-page scrolling, hero
// video, footer year, loading "Listen"'s code, forms sent before their island's code has run, and form tokens.
;(function () {
  // Type notes: an element cast to its type without null is checked for null right after; the cast
  // keeps it non-null inside the listeners, where a `var` loses TypeScript's narrowing.
  /** @typedef {HTMLFormElement & { senseaheadFormToken?: Promise<unknown> }} FormWithToken a form holding the promise of its token, which the islands read too (their side of it is the page scripts' form-token holder) */

  var root = document.documentElement
  var HEADER_SCROLLED_AFTER = 10
  var SECTION_SCROLL_DELAY = 100
  /** The scroll to the place the page opens at, while it waits; a visitor's own choice cancels it. */
  var requestedScroll = 0
  var reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')

  /**
   * @param {string} key
   * @param {string} value
   */
  function store(key, value) {
    try {
      localStorage.setItem(key, value)
    } catch (error) {
      // Private browsing may refuse storage: the choice then lasts for this page only.
    }
  }

  /** Motion always off, a display setting. */
  function still() {
    return root.getAttribute('data-motion') === 'off'
  }

  function motionAllowed() {
    return !reducedMotion.matches && !still()
  }

  function setupTheme() {
    var select = /** @type {HTMLSelectElement} */ (document.querySelector('[data-theme-select]'))
    if (!select) return
    select.value = /** @type {string} */ (root.getAttribute('data-theme'))
    select.addEventListener('change', function () {
      root.setAttribute('data-theme', select.value)
      store('senseahead:theme', select.value)
    })
  }

  function setupHeader() {
    var header = /** @type {Element} */ (document.querySelector('.site-header'))
    if (!header) return
    var update = function () {
      header.classList.toggle('site-header--scrolled', window.scrollY > HEADER_SCROLLED_AFTER)
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
  }

  // The stylesheet folds the header's links into the menu where its one line would not fit at the
  // display settings' text size and spacing (helpers/_header-layout.scss). A visitor's own style
  // sheet (WCAG 1.4.12's spacing), a zoom or a font the settings do not know can still make the
  // line longer than the window: it then folds too, rather than leave controls off the screen.
  function setupHeaderFold() {
    var line = /** @type {Element} */ (document.querySelector('.site-header__inner'))
    if (!line) return
    var fold = function () {
      root.classList.remove('header-too-long')
      root.classList.toggle('header-too-long', line.scrollWidth > line.clientWidth)
    }
    fold()
    window.addEventListener('resize', fold)
    document.fonts.addEventListener('loadingdone', fold)
    new MutationObserver(function (records) {
      if (
        records.some(function (record) {
          return record.attributeName !== 'class'
        })
      )
        fold()
    }).observe(root, { attributes: true })
  }

  function setupMenu() {
    var toggle = /** @type {HTMLElement} */ (document.querySelector('[data-menu-toggle]'))
    if (!toggle) return
    var panel = /** @type {HTMLElement} */ (document.getElementById(/** @type {string} */ (toggle.getAttribute('aria-controls'))))
    /** @param {boolean} open */
    var setOpen = function (open) {
      toggle.setAttribute('aria-expanded', String(open))
      panel.classList.toggle('site-header__panel--open', open)
    }
    toggle.addEventListener('click', function () {
      setOpen(toggle.getAttribute('aria-expanded') !== 'true')
    })
    panel.addEventListener('click', function (event) {
      if (/** @type {Element} */ (event.target).closest('a')) setOpen(false)
    })
    document.addEventListener('keydown', function (event) {
      if (event.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') {
        setOpen(false)
        toggle.focus()
      }
    })
  }

  // The stylesheet's scroll-padding-top keeps the element below the fixed header.
  /** @param {Element} element */
  function scrollToElement(element) {
    element.scrollIntoView({ block: 'start', behavior: motionAllowed() ? 'smooth' : 'instant' })
  }

  /** @param {HTMLElement} element */
  function focusWithoutScroll(element) {
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
    element.focus({ preventScroll: true })
  }

  // On the home page, links to its sections scroll in place, below the fixed header, and move
  // keyboard focus to the section.
  function setupInPageLinks() {
    var home = document.querySelector('[data-home]')
    document.addEventListener('click', function (event) {
      var link = /** @type {HTMLAnchorElement | null} */ (/** @type {Element} */ (event.target).closest('a[href]'))
      if (!link || event.defaultPrevented) return
      // Profiles not set up yet are shown but lead nowhere.
      if (link.hasAttribute('data-placeholder')) {
        event.preventDefault()
        return
      }
      if (link.origin !== location.origin) return
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      var samePage = link.pathname === location.pathname || (home && link.pathname === '/')
      if (!samePage || link.classList.contains('skip-link')) return
      if (!link.hash) {
        if (!home) return
        event.preventDefault()
        window.clearTimeout(requestedScroll)
        history.pushState(null, '', '/')
        window.scrollTo({ top: 0, behavior: motionAllowed() ? 'smooth' : 'instant' })
        return
      }
      var target = document.getElementById(decodeURIComponent(link.hash.slice(1)))
      if (!target) return
      event.preventDefault()
      window.clearTimeout(requestedScroll)
      history.pushState(null, '', link.pathname + link.hash)
      scrollToElement(target)
      focusWithoutScroll(target)
    })
    // Back and forward between those in-page steps return to the section, or to the top.
    window.addEventListener('popstate', function () {
      if (!home) return
      var target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)))
      if (target) scrollToElement(target)
      else window.scrollTo({ top: 0, behavior: motionAllowed() ? 'smooth' : 'instant' })
    })
  }

  // The section routes (/mission, /about...) and pages that open at the top say where to go.
  function scrollToRequestedPlace() {
    var marker = document.querySelector('[data-scroll-target]')
    if (!marker || location.hash) return
    var id = marker.getAttribute('data-scroll-target')
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
    // A visitor who scrolls, taps or presses a key while it waits has chosen where to be: the page
    // must not pull them back.
    var visitorInput = ['wheel', 'touchstart', 'pointerdown', 'keydown']
    var cancel = function () {
      window.clearTimeout(requestedScroll)
      visitorInput.forEach(function (type) {
        window.removeEventListener(type, cancel, true)
      })
    }
    visitorInput.forEach(function (type) {
      window.addEventListener(type, cancel, { capture: true, passive: true })
    })
    requestedScroll = window.setTimeout(function () {
      cancel()
      if (id === 'top') {
        window.scrollTo({ top: 0, behavior: 'instant' })
        return
      }
      var target = document.getElementById(/** @type {string} */ (id))
      if (target) scrollToElement(target)
    }, SECTION_SCROLL_DELAY)
  }

  // The hero video plays only when motion is welcome and pictures are shown; its button always lets
  // a visitor stop it. The display settings change either at any time.
  function setupHeroVideo() {
    var video = /** @type {HTMLVideoElement} */ (document.querySelector('[data-hero-video]'))
    var button = /** @type {HTMLButtonElement} */ (document.querySelector('[data-video-toggle]'))
    if (!video || !button) return
    var pausedByVisitor = false
    // The button's icon and words follow this attribute (_hero-section.scss).
    var show = function () {
      button.setAttribute('data-playing', String(!video.paused))
    }
    var sync = function () {
      if (motionAllowed() && !pausedByVisitor && root.getAttribute('data-pictures') !== 'hidden') {
        var attempt = video.play()
        if (attempt) attempt.catch(show)
      } else {
        video.pause()
      }
      button.hidden = still()
      show()
    }
    button.addEventListener('click', function () {
      if (video.paused) {
        pausedByVisitor = false
        var attempt = video.play()
        if (attempt) attempt.catch(show)
      } else {
        pausedByVisitor = true
        video.pause()
      }
    })
    video.addEventListener('play', show)
    video.addEventListener('pause', show)
    reducedMotion.addEventListener('change', sync)
    new MutationObserver(sync).observe(root, { attributeFilter: ['data-motion', 'data-pictures'] })
    sync()
  }

  function setupYear() {
    var year = String(new Date().getFullYear())
    document.querySelectorAll('[data-current-year]').forEach(function (element) {
      element.textContent = year
    })
  }

  // A form in the page's HTML is sent by its island's code. Sent before that code has run, it is
  // held (the browser would otherwise put the visitor's details in the page's address) and the
  // island sends it as soon as it runs.
  function holdEarlySubmissions() {
    document.addEventListener(
      'submit',
      function (event) {
        var island = /** @type {Element} */ (event.target).closest('[data-island]')
        if (!island || island.getAttribute('data-hydrated') === 'true') return
        event.preventDefault()
        event.stopPropagation()
        island.setAttribute('data-submit-pending', String(/** @type {unknown[]} */ ([]).indexOf.call(island.querySelectorAll('form'), event.target)))
      },
      true,
    )
  }

  // When a form marked data-form-token is first used (never on page load), get the token the server
  // signs to time its filling in, from the address the attribute holds (one for each form: a token
  // buys one submission of its form); it waits on the form for the island (forms/form-token.ts) to
  // send. After a successful send the island forgets it, and the next use fetches a fresh one.
  function fetchFormTokens() {
    /** @param {Event} event */
    var fetchFor = function (event) {
      // The target may be the document itself, which has no closest().
      var form = /** @type {FormWithToken | null | undefined} */ (
        /** @type {Partial<Element>} */ (event.target).closest && /** @type {Element} */ (event.target).closest('form[data-form-token]')
      )
      if (form && !form.senseaheadFormToken) {
        form.senseaheadFormToken = fetch(/** @type {string} */ (form.getAttribute('data-form-token')))
          .then(function (response) {
            return response.json()
          })
          .catch(function () {})
      }
    }
    ;['focusin', 'input', 'pointerdown'].forEach(function (type) {
      document.addEventListener(type, fetchFor, true)
    })
  }

  /**
   * Loads a page script when the visitor first points at or tabs to an element it serves.
   * @param {string} selector
   * @param {string} src
   */
  function loadOnApproach(selector, src) {
    var script = document.createElement('script')
    script.src = src
    /** @param {Event} event */
    var load = function (event) {
      if (!script.isConnected && event.target instanceof Element && event.target.closest(selector)) document.head.appendChild(script)
    }
    document.addEventListener('pointerover', load)
    document.addEventListener('focusin', load)
  }

  // A press on the display settings' button before their code runs is kept for it.
  function holdEarlyDisplaySettings() {
    document.addEventListener('click', function (event) {
      var toggle = event.target instanceof Element && event.target.closest('[data-display-settings-toggle]')
      if (toggle && !toggle.hasAttribute('data-hydrated')) toggle.setAttribute('aria-expanded', String(toggle.getAttribute('aria-expanded') !== 'true'))
    })
  }

  // "Listen" loads its code on the first press, which that code then answers by reading.
  function loadReadAloudOnPress() {
    var script = document.createElement('script')
    script.src = '/scripts/read-aloud.js'
    document.addEventListener('click', function (event) {
      if (!script.isConnected && event.target instanceof Element && event.target.closest('[data-read-aloud]')) document.head.appendChild(script)
    })
  }

  function start() {
    holdEarlySubmissions()
    fetchFormTokens()
    setupHeroVideo()
    setupTheme()
    holdEarlyDisplaySettings()
    setupHeader()
    setupHeaderFold()
    setupMenu()
    setupInPageLinks()
    setupYear()
    scrollToRequestedPlace()
    loadOnApproach('[data-tooltip]', '/scripts/tooltips.js')
    loadOnApproach('[data-display-settings-toggle]', '/scripts/display-settings.js')
    loadReadAloudOnPress()
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start)
  else start()
})()
