import type { Page, Request } from '@playwright/test'
import type { ScenarioName } from '../../mocks/scenarios'

/**
 * Switches the demo page's in-page mock backend (mocks/browser.ts) to a named failure. Call it
 * after `visit` (the worker must be running) and before the action that makes the call.
 */
export async function useScenario(page: Page, name: ScenarioName): Promise<void> {
  await page.evaluate((scenario) => {
    if (!window.mockScenarios) throw new Error('window.mockScenarios is missing: is this the demo build?')
    window.mockScenarios.use(scenario)
  }, name)
}

/** Puts the mock backend back to its normal answers. */
export async function resetScenarios(page: Page): Promise<void> {
  await page.evaluate(() => window.mockScenarios?.reset())
}

/**
 * Records every request of the page whose method and URL match, from now on. Requests answered
 * by the in-page mock worker are seen too (they leave the page before the worker answers them).
 */
export function recordRequests(page: Page, method: string, url: RegExp): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (request.method() === method && url.test(request.url())) seen.push(request)
  })
  return seen
}

/**
 * Playwright has no post data for a request the mock service worker answers, so the bodies are
 * read in the page: `fetch` is wrapped (before any script of the page runs) to keep a copy of the
 * body of each call whose URL matches. Read them with `sentBodies`.
 */
export async function recordFetchBodies(page: Page, url: RegExp): Promise<void> {
  await page.addInitScript(
    ({ source, flags }) => {
      const pattern = new RegExp(source, flags)
      const bodies: string[] = []
      Object.assign(window, { __sentBodies: bodies })
      const original = window.fetch.bind(window)
      window.fetch = async (input, init) => {
        if (!pattern.test(input instanceof Request ? input.url : String(input))) return original(input, init)
        const request = new Request(input, init)
        bodies.push(await request.clone().text())
        return original(request)
      }
    },
    { source: url.source, flags: url.flags },
  )
}

export async function sentBodies(page: Page): Promise<string[]> {
  return page.evaluate(() => (Reflect.get(window, '__sentBodies') as string[] | undefined) ?? [])
}
