/** How long one build step took. */
export interface StepTime {
  name: string
  seconds: number
}
