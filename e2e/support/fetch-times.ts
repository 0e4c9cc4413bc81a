import type { Page } from '@playwright/test'

/**
 * Records, from the next page the tab opens, the page's own clock (`Date.now()`) each time its code
 * calls fetch() for `path`, and returns a function that reads them. Under `page.clock` that is the
 * installed clock's time, so a test can move the clock on in steps, in no step with a timer that was
 * not set yet, and still learn exactly how long the page waited between two requests. Call it after
 * `page.clock.install()`, whose clock it reads.
 */
export async function fetchTimes(page: Page, path: string): Promise<() => Promise<number[]>> {
  await page.addInitScript((watched) => {
    const times: number[] = []
    const send = window.fetch.bind(window)
    Object.defineProperty(window, '__fetchTimes', { value: times })
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (new URL(url, location.href).pathname === watched) times.push(Date.now())
      return send(input, init)
    }
  }, path)
  return () => page.evaluate(() => [...(window as unknown as { __fetchTimes: number[] }).__fetchTimes])
}
