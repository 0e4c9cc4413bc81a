/** The preview templates: registered in a later step. */
export function registerPreviews(): void {}
