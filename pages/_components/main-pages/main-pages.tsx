import './_main-pages.scss'

/** The main pages (`mainPages`) as a list of links, named by the heading above it. */
export function MainPages({ pages, labelledBy }: { pages: readonly { label: string; href: string }[]; labelledBy: string }) {
  return (
    <ul className="main-pages" aria-labelledby={labelledBy}>
      {pages.map((page) => (
        <li key={page.href}>
          <a href={page.href}>{page.label}</a>
        </li>
      ))}
    </ul>
  )
}
