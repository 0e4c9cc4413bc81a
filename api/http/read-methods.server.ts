import type { RouterMethod } from 'h3'

/**
 * The methods an address read with GET answers: HEAD is the same request without the body (Node
 * leaves the body out by itself), which monitors and link checkers send.
 */
export const READ_METHODS: RouterMethod[] = ['get', 'head']
