// @ts-check
// Loaded by site.js on the first press of "Listen", which it answers by reading: the page's main
// text, sentence by sentence, in the browser's own voice (speechSynthesis), the sentence being read
// marked with the CSS Custom Highlight API, so the page itself is not changed. "Listen" becomes
// "Pause" and "Resume"; "Stop" (or Escape) ends it. Where the browser has no voice, the status says
// so and names the device's own screen reader.
;(function () {
  var listen = /** @type {HTMLButtonElement} */ (document.querySelector('[data-read-aloud]'))
  if (!listen || listen.hasAttribute('data-hydrated')) return
  var stopButton = /** @type {HTMLButtonElement} */ (document.querySelector('[data-read-aloud-stop]'))
  var status = /** @type {HTMLElement} */ (document.querySelector('[data-read-aloud-status]'))
  var bar = /** @type {HTMLElement} */ (listen.parentElement)
  var main = /** @type {HTMLElement} */ (document.querySelector('main'))
  var synth = 'speechSynthesis' in window ? window.speechSynthesis : null
  var HIGHLIGHT = 'read-aloud'
  /** The elements whose text is read, each a block of its own (a heading, a paragraph, an item…). */
  var BLOCKS = 'h1, h2, h3, h4, h5, h6, p, li, dt, dd, blockquote, figcaption, th, td'
  var NO_VOICE =
    'This browser has no voice to read the page aloud. Your device’s own screen reader can: Narrator on Windows, VoiceOver on a Mac, iPhone or iPad, TalkBack or Select to Speak on Android.'

  /** @type {Range[]} */
  var sentences = []
  var next = 0
  /** @type {'stopped' | 'reading' | 'paused'} */
  var state = 'stopped'
  /** Counts the readings: an utterance of one that was stopped ends without moving the next one on. */
  var reading = 0

  /** The browser's voices, which Chromium may list only after a moment. @returns {Promise<SpeechSynthesisVoice[]>} */
  function voices() {
    if (!synth) return Promise.resolve([])
    var speech = synth
    var now = speech.getVoices()
    if (now.length > 0) return Promise.resolve(now)
    return new Promise(function (resolve) {
      var done = function () {
        resolve(speech.getVoices())
      }
      speech.addEventListener('voiceschanged', done, { once: true })
      // A browser with no voice at all never says its list changed.
      setTimeout(done, 1000)
    })
  }

  /** The sentences of the main text as it shows now, each a range of the page, in reading order. */
  function sentencesOfPage() {
    var segmenter = new Intl.Segmenter(document.documentElement.lang || 'en', { granularity: 'sentence' })
    /** @type {Range[]} */
    var ranges = []
    main.querySelectorAll(BLOCKS).forEach(function (block) {
      // A block inside another is read with it (a paragraph in a list item); the control itself is not read.
      if (bar.contains(block) || !block.checkVisibility() || (block.parentElement && block.parentElement.closest(BLOCKS))) return
      /** @type {{ node: Text, start: number }[]} */
      var texts = []
      var text = ''
      var walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT)
      for (var node = walker.nextNode(); node; node = walker.nextNode()) {
        texts.push({ node: /** @type {Text} */ (node), start: text.length })
        text += node.nodeValue
      }
      /** @param {number} offset */
      var pointAt = function (offset) {
        var at = texts.filter(function (each) {
          return each.start <= offset
        })
        var last = at[at.length - 1]
        return { node: last.node, offset: Math.min(offset - last.start, last.node.length) }
      }
      for (var part of segmenter.segment(text)) {
        var leading = part.segment.length - part.segment.trimStart().length
        var words = part.segment.trim()
        if (!words) continue
        var range = document.createRange()
        var start = pointAt(part.index + leading)
        var end = pointAt(part.index + leading + words.length)
        range.setStart(start.node, start.offset)
        range.setEnd(end.node, end.offset)
        ranges.push(range)
      }
    })
    return ranges
  }

  /** @param {Range | null} range */
  function mark(range) {
    if (!('highlights' in CSS)) return
    if (!range) {
      CSS.highlights.delete(HIGHLIGHT)
      return
    }
    CSS.highlights.set(HIGHLIGHT, new Highlight(range))
    var element = range.startContainer.parentElement
    if (element) element.scrollIntoView({ block: 'nearest' })
  }

  /** @param {'stopped' | 'reading' | 'paused'} now */
  function show(now) {
    state = now
    listen.textContent = now === 'reading' ? 'Pause' : now === 'paused' ? 'Resume' : 'Listen'
    stopButton.hidden = now === 'stopped'
  }

  /** Reads the sentence `next` and, when it ends, the one after it. */
  function readOn(/** @type {number} */ of) {
    var speech = /** @type {SpeechSynthesis} */ (synth)
    if (of !== reading) return
    if (next >= sentences.length) {
      stop()
      status.textContent = 'Finished reading the page.'
      return
    }
    var range = sentences[next]
    var utterance = new SpeechSynthesisUtterance(range.toString())
    utterance.lang = document.documentElement.lang || 'en'
    utterance.addEventListener('start', function () {
      mark(range)
    })
    utterance.addEventListener('end', function () {
      next += 1
      readOn(of)
    })
    speech.speak(utterance)
  }

  function start() {
    voices().then(function (list) {
      if (!synth || list.length === 0) {
        status.textContent = NO_VOICE
        return
      }
      sentences = sentencesOfPage()
      next = 0
      reading += 1
      status.textContent = 'Reading the page aloud.'
      show('reading')
      readOn(reading)
    })
  }

  function stop() {
    reading += 1
    if (synth) synth.cancel()
    mark(null)
    show('stopped')
    status.textContent = 'Stopped reading.'
  }

  listen.addEventListener('click', function () {
    var speech = /** @type {SpeechSynthesis} */ (synth)
    if (state === 'stopped') start()
    else if (state === 'reading') {
      speech.pause()
      show('paused')
      status.textContent = 'Paused.'
    } else {
      speech.resume()
      show('reading')
      status.textContent = 'Reading the page aloud.'
    }
  })
  stopButton.addEventListener('click', function () {
    stop()
    listen.focus()
  })
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && state !== 'stopped') stop()
  })
  // Leaving the page ends the reading, which would otherwise go on over the next one.
  window.addEventListener('pagehide', function () {
    if (synth) synth.cancel()
  })

  listen.setAttribute('data-hydrated', 'true')
  // The press that loaded this script asked for the reading.
  start()
})()
