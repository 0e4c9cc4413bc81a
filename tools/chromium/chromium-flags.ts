/**
 * How the browser tests and `npm run bench` start Chromium: headless; without the sandbox, which
 * needs kernel privileges that containers and CI runners often lack; without a GPU; and without
 * background work (updates, sync, network fetches) that would add noise to what they measure.
 */
export const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']
