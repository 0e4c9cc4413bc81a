/** The middle value of a list (the lower of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('The median of no values is undefined')
  return values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!
}
