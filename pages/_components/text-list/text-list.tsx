interface TextListProps {
  items: readonly string[]
  className?: string
  /** Names the list for screen readers where its heading does not. */
  'aria-label'?: string
  itemClassName?: string
}

/** A list of short texts, each its own item (and key): warning signs, partners, topics. */
export function TextList({ items, itemClassName, ...list }: TextListProps) {
  return (
    <ul {...list}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          {item}
        </li>
      ))}
    </ul>
  )
}
