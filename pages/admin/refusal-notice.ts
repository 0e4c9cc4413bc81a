/** The notice's id, so that a new refusal replaces the last one rather than adding to it. */
const NOTICE_ID = 'refused-save'

/** Plain styles of its own: the editor's page has Decap's styles, not the site's. */
const STYLES = {
  notice:
    'position:fixed;right:1rem;bottom:1rem;z-index:1000;max-width:min(36rem,calc(100vw - 2rem));max-height:50vh;overflow-y:auto;padding:1rem 1.25rem;' +
    'border:2px solid #b3261e;border-radius:8px;background:#fff;color:#1f1f1f;box-shadow:0 8px 24px rgb(0 0 0 / 0.2);font:15px/1.5 system-ui,sans-serif',
  list: 'margin:0.5rem 0 0.75rem;padding-left:1.25rem',
  button: 'padding:0.375rem 0.875rem;border:1px solid #1f1f1f;border-radius:6px;background:#fff;color:#1f1f1f;font:inherit;cursor:pointer',
}

const remove = () => document.getElementById(NOTICE_ID)?.remove()

/**
 * What the content check refused in a save, kept on screen until the editor dismisses it, saves
 * again or leaves the entry: Decap's own notice goes after a few seconds, often before the editor
 * has read which line of which file to change. It is an alert, so screen readers announce it.
 */
export const refusalNotice = {
  show(problems: string[]): void {
    remove()
    const notice = document.createElement('section')
    notice.id = NOTICE_ID
    notice.setAttribute('role', 'alert')
    notice.setAttribute('aria-label', 'Not saved')
    notice.style.cssText = STYLES.notice
    const heading = document.createElement('p')
    heading.style.margin = '0'
    heading.innerHTML = '<strong>Not saved.</strong> '
    heading.append('The content check would refuse this. Change what it says below, then publish again:')
    const list = document.createElement('ul')
    list.style.cssText = STYLES.list
    for (const problem of problems) list.append(Object.assign(document.createElement('li'), { textContent: problem }))
    const dismiss = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Dismiss' })
    dismiss.style.cssText = STYLES.button
    dismiss.addEventListener('click', remove)
    notice.append(heading, list, dismiss)
    document.body.append(notice)
    // Another entry or the list of entries: what was refused here no longer applies.
    window.addEventListener('hashchange', remove, { once: true })
  },
  clear: remove,
}
