import { parse } from 'parse5'
import type { DefaultTreeAdapterTypes } from 'parse5'

type Node = DefaultTreeAdapterTypes.Node
type Element = DefaultTreeAdapterTypes.Element

const isElement = (node: Node): node is Element => 'tagName' in node

/** Every node of `node`'s tree, the template's content included, in document order. */
function* nodesOf(node: Node): Generator<Node> {
  yield node
  if ('content' in node && node.content) yield* nodesOf(node.content)
  if ('childNodes' in node) for (const child of node.childNodes) yield* nodesOf(child)
}

/**
 * A page as a browser builds it (parse5 follows the HTML standard's parser), read for what a
 * visitor's text could have added to it:
 * - `injected`: each element that carries `marker` as an attribute, every script element, and every
 *   element with an event handler attribute (`onerror`, `onclick`…), as `tag attribute`;
 * - `shown`: the page's text and the values of its attributes, as the browser has them once parsed
 *   (the entities read), to find where a typed value is shown as it was typed.
 */
export function pageMarkup(html: string, marker: string): { injected: string[]; shown: string[] } {
  const injected: string[] = []
  const shown: string[] = []
  for (const node of nodesOf(parse(html))) {
    if (node.nodeName === '#text' && 'value' in node) shown.push(node.value)
    if (!isElement(node)) continue
    if (node.tagName === 'script') injected.push('script')
    for (const { name, value } of node.attrs) {
      shown.push(value)
      if (name === marker || name.startsWith('on')) injected.push(`${node.tagName} ${name}`)
    }
  }
  return { injected, shown }
}

/** The text of `node` and everything in it, as a screen reader reads it out (spaces squeezed). */
const textOf = (node: Node): string =>
  [...nodesOf(node)]
    .flatMap((each) => (each.nodeName === '#text' && 'value' in each ? [each.value] : []))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()

/** The rows of a page's tables (the body's, not the heads'), each as the texts of its cells, top to bottom. */
export function tableRows(html: string): string[][] {
  const rows = [...nodesOf(parse(html))].filter((node): node is Element => isElement(node) && node.tagName === 'tr' && node.parentNode?.nodeName === 'tbody')
  return rows.map((row) => row.childNodes.filter((cell): cell is Element => isElement(cell) && (cell.tagName === 'td' || cell.tagName === 'th')).map(textOf))
}
