/** An answer of a form as the person sent it, in words: a tick box as Yes or No, an empty one said so. */
export function answerWords(value: unknown): string {
  if (value === true) return 'Yes'
  if (value === false) return 'No'
  if (value === undefined || value === null || value === '') return '(left empty)'
  return typeof value === 'string' ? value : JSON.stringify(value)
}
