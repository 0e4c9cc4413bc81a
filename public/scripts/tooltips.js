// @ts-check
// Loaded by site.js when a visitor first points at or tabs to an icon-only control (data-tooltip).
// Such a control shows its name in a tooltip on hover and on keyboard focus:
// after 700 ms, or at once within 300 ms of the last one closing, so a visitor moving along a row
// of icons does not wait at each (the specification's delays). The name stays on the control; the
// tooltip only repeats it, so it is hidden from screen readers. It stays while the pointer is on
// the control or on the tooltip itself and Escape closes it (WCAG 1.4.13), before a dialog
// around it sees the key. It sits in the top layer (a popover), so no dialog or card clips it.
;(function () {
  var root = document.documentElement
  var OPEN_DELAY = 700
  var SKIP_DELAY = 300
  var GAP = 6
  var tip = document.createElement('div')
  tip.className = 'tooltip'
  tip.popover = 'manual'
  tip.setAttribute('aria-hidden', 'true')
  document.body.appendChild(tip)
  /** @type {HTMLElement | null} the control whose tooltip shows */
  var shownFor = null
  /** @type {HTMLElement | null} the control whose tooltip waits for its delay */
  var pending = null
  /** @type {HTMLElement | null} the control whose tooltip Escape or a press closed, until pointer and focus leave it */
  var dismissed = null
  /** @type {HTMLElement | null} */
  var hovered = null
  /** @type {HTMLElement | null} */
  var focused = null
  var overTip = false
  var skipping = false
  var openTimer = 0
  var skipTimer = 0

  /** @param {EventTarget | null} target */
  var controlAt = function (target) {
    return /** @type {HTMLElement | null} */ (target instanceof Element ? target.closest('[data-tooltip]') : null)
  }

  /** @param {HTMLElement} control */
  var place = function (control) {
    var box = control.getBoundingClientRect()
    var below = box.top - tip.offsetHeight - GAP < 0
    var left = box.left + box.width / 2 - tip.offsetWidth / 2
    tip.classList.toggle('tooltip--below', below)
    tip.style.top = (below ? box.bottom + GAP : box.top - tip.offsetHeight - GAP) + 'px'
    tip.style.left = Math.max(GAP, Math.min(left, root.clientWidth - tip.offsetWidth - GAP)) + 'px'
  }

  /** @param {HTMLElement} control */
  var show = function (control) {
    cancel()
    shownFor = control
    tip.textContent = control.getAttribute('aria-label') || (control.textContent || '').trim()
    // Inside a modal dialog, the page around it takes no pointer: the tooltip goes in the dialog.
    ;(control.closest('[role="dialog"]') || document.body).appendChild(tip)
    tip.showPopover()
    place(control)
  }

  var cancel = function () {
    window.clearTimeout(openTimer)
    pending = null
  }

  var hide = function () {
    if (!shownFor) return
    shownFor = null
    // A tooltip in a dialog that has closed left the page, and with it the top layer.
    if (tip.matches(':popover-open')) tip.hidePopover()
    skipping = true
    window.clearTimeout(skipTimer)
    skipTimer = window.setTimeout(function () {
      skipping = false
    }, SKIP_DELAY)
  }

  /** @param {HTMLElement} control */
  var ask = function (control) {
    if (control === dismissed || control === shownFor || control === pending) return
    cancel()
    if (shownFor || skipping) {
      hide()
      show(control)
      return
    }
    pending = control
    openTimer = window.setTimeout(function () {
      show(control)
    }, OPEN_DELAY)
  }

  // After the pointer or focus moved: close what neither of them is on any more.
  var settle = function () {
    if (pending && pending !== hovered && pending !== focused) cancel()
    if (shownFor && shownFor !== hovered && shownFor !== focused && !overTip) hide()
    if (dismissed && dismissed !== hovered && dismissed !== focused) dismissed = null
  }

  document.addEventListener('pointerover', function (event) {
    if (event.pointerType === 'touch') return
    hovered = controlAt(event.target)
    overTip = tip.contains(/** @type {Node} */ (event.target))
    if (hovered) ask(hovered)
    settle()
  })
  // Leaving the window: no element is entered, so no pointerover says so.
  document.addEventListener('pointerout', function (event) {
    if (event.relatedTarget) return
    hovered = null
    overTip = false
    settle()
  })
  document.addEventListener('focusin', function (event) {
    var control = controlAt(event.target)
    // Only keyboard focus: a click already shows where the pointer is.
    focused = control && control.matches(':focus-visible') ? control : null
    if (focused) ask(focused)
    settle()
  })
  document.addEventListener('focusout', function () {
    focused = null
    settle()
  })
  document.addEventListener('pointerdown', function (event) {
    var control = controlAt(event.target)
    if (!control) return
    dismissed = control
    if (pending === control) cancel()
    if (shownFor === control) hide()
  })
  // On the window, in the capture phase: before a dialog's own Escape handler on the document.
  window.addEventListener(
    'keydown',
    function (event) {
      if (event.key !== 'Escape') return
      if (pending) {
        dismissed = pending
        cancel()
      }
      if (!shownFor) return
      dismissed = shownFor
      hide()
      event.stopPropagation()
    },
    true,
  )
  window.addEventListener(
    'scroll',
    function () {
      if (shownFor) place(shownFor)
    },
    { capture: true, passive: true },
  )

  // Catch up with the pointer or focus that made site.js load this script.
  var hoveredNow = document.querySelectorAll('[data-tooltip]:hover')
  hovered = /** @type {HTMLElement | null} */ (hoveredNow[hoveredNow.length - 1] || null)
  var active = controlAt(document.activeElement)
  focused = active && active.matches(':focus-visible') ? active : null
  if (hovered || focused) ask(/** @type {HTMLElement} */ (hovered || focused))
})()
