/** Shows a data path the way an editor counts: items from 1, so ['pillars', 1, 'title'] is pillars[2].title. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((shown, segment) => {
    if (typeof segment === 'number') return `${shown}[${segment + 1}]`
    return shown ? `${shown}.${String(segment)}` : String(segment)
  }, '')
}
