/**
 * A form control as a visitor finds it, by its role and label (a string is the whole label, a
 * pattern part of it), with the value a test gives it: the text, the option's value, or whether a
 * checkbox is ticked.
 */
export interface Field {
  role: 'textbox' | 'combobox' | 'checkbox'
  name: string | RegExp
  value: string | boolean
}
