import './_search-form.scss'

interface SearchFormProps {
  /** The field's id, by which its label (and the search page's script) finds it. */
  fieldId: string
  /** The heading that names the search region. */
  labelledBy: string
}

/** A plain form to /search?q=…: it works without a script, and the search page finds the words it sends. */
export function SearchForm({ fieldId, labelledBy }: SearchFormProps) {
  return (
    <form className="search-form" role="search" aria-labelledby={labelledBy} action="/search" method="get">
      <label htmlFor={fieldId}>Words to look for</label>
      <div className="search-form__row">
        <input id={fieldId} className="search-form__field" type="search" name="q" autoComplete="off" spellCheck={false} />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </div>
    </form>
  )
}
