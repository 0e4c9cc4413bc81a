/** Whether a request's path (with its query) is `base` or an address under it, such as /staff, /staff/ or /staff/audit. */
export const isUnderPath = (base: string) => (path: string) => path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`)
