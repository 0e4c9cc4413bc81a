/**
 * A Content-Security-Policy header's value from its directives; served over HTTPS (`https`), it
 * also has the browser fetch any http:// address the page names over https.
 */
export const policyWithUpgrade = (directives: readonly string[], { https }: { https: boolean }) => [...directives, ...(https ? ['upgrade-insecure-requests'] : [])].join('; ')
