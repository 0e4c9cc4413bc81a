import { searchElementIds } from './search-element-ids.ts'

/**
 * All the search page loads when it opens. The search code (and Pagefind's, with its index) loads
 * only once there are words to look for: in the address (`?q=`, as the header's field sends them)
 * or typed into the field.
 */
const field = document.getElementById(searchElementIds.query) as HTMLInputElement
const loadSearch = () => import('./show-search-results.ts')

function search(): void {
  const query = field.value.trim()
  // The address keeps the words, so a reload or a link shows the same results.
  history.replaceState(null, '', query ? `?q=${encodeURIComponent(query)}` : location.pathname)
  void loadSearch().then(({ showSearchResults }) => showSearchResults(query))
}

const query = new URLSearchParams(location.search).get('q') ?? ''
field.value = query
if (query.trim()) search()
field.addEventListener('input', search)
field.form?.addEventListener('submit', (event) => {
  event.preventDefault()
  search()
})
