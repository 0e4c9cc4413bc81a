/**
 * The change a problem's message advises, in a form a program can apply: a field's new value, a
 * field's new name, or the new text of the problem's line. Tests apply each one and run the check
 * again, so that no advice leads to another refusal.
 */
export type ContentFix = { path: readonly PropertyKey[]; value: unknown } | { path: readonly PropertyKey[]; name: string } | { lineText: string }
