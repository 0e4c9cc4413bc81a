/**
 * `document` with the lines between `<!-- name:start -->` and `<!-- name:end -->` replaced by
 * `content`. Throws when a marker is missing, so a guide that lost its markers is not silently left stale.
 */
export function replaceBetweenMarkers(document: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const from = document.indexOf(start)
  const to = document.indexOf(end, from)
  if (from < 0 || to < 0) throw new Error(`the markers ${start} and ${end} are missing`)
  return `${document.slice(0, from + start.length)}\n\n${content}\n\n${document.slice(to)}`
}
