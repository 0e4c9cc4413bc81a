/** The box a picture fills on the page, in CSS pixels at its widest. */
export interface Slot {
  width: number
  height: number
}
