import { hookAttribute } from '../page-scripts/hook-attribute.ts'
import './_read-aloud.scss'

/**
 * "Listen", at the top of every page's main: read-aloud.js (loaded by site.js on the first press,
 * so nothing else comes with the page) reads the page's main text with the browser's own voice.
 * Not indexed by the search, which reads <main>.
 */
export function ReadAloud() {
  return (
    <div className="read-aloud" data-pagefind-ignore="all">
      <div className="container read-aloud__bar">
        <button type="button" className="read-aloud__button" {...hookAttribute('readAloud')}>
          Listen
        </button>
        <button type="button" className="read-aloud__button" hidden {...hookAttribute('readAloudStop')}>
          Stop
        </button>
        <p className="read-aloud__status" role="status" {...hookAttribute('readAloudStatus')} />
      </div>
    </div>
  )
}
