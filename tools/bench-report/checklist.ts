/** How a bench prints one line of its checklist: the marks of a target met and missed, and the width of the label column. */
export interface ChecklistStyle {
  met: string
  missed: string
  labelWidth: number
}

/**
 * A bench's list of targets, printed one line each as they are checked; `failed` says whether any
 * was missed, so the bench can end with an error after printing every figure.
 */
export function checklist({ met, missed, labelWidth }: ChecklistStyle) {
  let failed = false
  return {
    check(label: string, value: string, ok: boolean) {
      if (!ok) failed = true
      console.log(`${ok ? met : missed} ${label.padEnd(labelWidth)} ${value}`)
    },
    /** A target missed that has no figure to print, said in a line of its own. */
    miss(line: string) {
      failed = true
      console.log(`${missed} ${line}`)
    },
    get failed() {
      return failed
    },
  }
}

export type Checklist = ReturnType<typeof checklist>
