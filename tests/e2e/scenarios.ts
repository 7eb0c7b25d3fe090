import type { Page, Request } from '@playwright/test'
import type { ScenarioName } from '../../mocks/scenarios'
import { mockApiOf } from './fixtures'

/**
 * Switches the mock backend to a named failure, before the action that makes the call: the
 * network-level one of the test (production build), or the demo page's own worker
 * (mocks/browser.ts; call it after `visit`, once the worker runs).
 */
export async function useScenario(page: Page, name: ScenarioName): Promise<void> {
  const network = mockApiOf(page)
  if (network !== undefined) return network.use(name)
  await page.evaluate((scenario) => {
    if (!window.mockScenarios) throw new Error('window.mockScenarios is missing: is this the demo build?')
    window.mockScenarios.use(scenario)
  }, name)
}

/** Puts the mock backend back to its normal answers (what it remembers, such as orders, stays). */
export async function resetScenarios(page: Page): Promise<void> {
  const network = mockApiOf(page)
  if (network !== undefined) return network.resetHandlers()
  await page.evaluate(() => window.mockScenarios?.reset())
}

/** Records every request of the page whose method and URL match, from now on. */
export function recordRequests(page: Page, method: string, url: RegExp): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (request.method() === method && url.test(request.url())) seen.push(request)
  })
  return seen
}

/**
 * Keeps the body of each call whose URL matches as the page sends it: `fetch` is wrapped before
 * any script of the page runs (on either build: the demo's mock worker answers calls without
 * Playwright seeing their bodies). Read them with `sentBodies`.
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
