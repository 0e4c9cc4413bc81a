// @ts-check
// Loaded with a blocking <script src> in <head>: applies the saved theme and display settings
// before the first paint, so the page never flashes in the wrong colours or size. External, so the
// Content-Security-Policy needs no 'unsafe-inline'.
;(function () {
  var root = document.documentElement
  /** @param {string} key */
  function saved(key) {
    try {
      return localStorage.getItem(key)
    } catch (error) {
      return null
    }
  }
  var theme = saved('senseahead:theme')
  root.setAttribute('data-theme', theme === 'dark' || theme === 'system' ? theme : 'light')
  // Display settings: the page comes with each default; the styles ignore unknown values.
  ;['data-palette', 'data-text-size', 'data-spacing', 'data-font', 'data-motion', 'data-pictures', 'data-reading'].forEach(function (attribute) {
    var value = saved('senseahead:' + attribute.slice(5))
    if (value) root.setAttribute(attribute, value)
  })
  // A device set to more contrast starts in high contrast, until the visitor chooses colours.
  if (!saved('senseahead:palette') && matchMedia('(prefers-contrast: more)').matches) root.setAttribute('data-palette', 'contrast')
  // Calm mode, before the display settings, meant motion off.
  if (saved('senseahead:calm') === 'on' && !saved('senseahead:motion')) root.setAttribute('data-motion', 'off')
  // The legible font's faces, linked only when chosen, holding the first paint back.
  if (root.getAttribute('data-font') === 'legible') {
    var fonts = document.createElement('link')
    fonts.rel = 'stylesheet'
    fonts.href = '/fonts/atkinson-hyperlegible.css'
    fonts.setAttribute('blocking', 'render')
    document.head.appendChild(fonts)
  }
  // Lets the styles show controls that only work with this script, such as the menu button.
  root.classList.add('has-js')
})()
