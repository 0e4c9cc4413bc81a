/** The words of a text as the search compares them: lower case, letters and digits only. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}
