// @ts-check
// Loaded with a blocking <script src> in <head>: applies the saved theme and calm mode before the
// first paint, so the page never flashes in the wrong colours. External, so the
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
  root.setAttribute('data-calm', saved('senseahead:calm') === 'on' ? 'on' : 'off')
  // Lets the styles show controls that only work with this script, such as the menu button.
  root.classList.add('has-js')
})()
