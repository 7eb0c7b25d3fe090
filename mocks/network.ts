import { getResponse, isPassthroughResponse, type RequestHandler } from 'msw'
import { handlers } from './handlers'
import { analyticsHandlersFor } from './handlers/analytics'
import { resetAuthMockState } from './handlers/auth'
import { resetPostedReviews } from './handlers/reviews'
import { resetOrderStore } from './order-store'
import { isScenarioName, scenarios, type ScenarioName } from './scenarios'

/** What the mock backend does with a request: answer it, let it through, or fail the connection. */
export type MockAnswer = { kind: 'response'; response: Response } | { kind: 'network-error' } | { kind: 'unhandled' }

/**
 * The mock backend answering at the network level, outside the page (the end-to-end tests serve
 * it from each worker, tests/e2e/mock-network.ts): the same handlers and scenarios as the demo's
 * service worker and vitest, with their memory (accounts, orders, reviews) reset between tests.
 */
export interface MockNetwork {
  answer: (request: Request) => Promise<MockAnswer>
  /** Makes the backend answer with a named failure until `resetHandlers()` or `reset()`. */
  use: (name: ScenarioName) => void
  /** The normal answers again (MSW's `resetHandlers`); what the backend remembers stays. */
  resetHandlers: () => void
  /** The normal answers and an empty memory: the demo account only, no orders, no posted reviews. */
  reset: () => void
}

/**
 * @param analyticsUrl the analytics host the tested build is configured with (a build without
 *   one sends no page views, and none are answered).
 */
export function createMockNetwork(analyticsUrl: string | undefined): MockNetwork {
  const base: RequestHandler[] = [...handlers, ...(analyticsUrl === undefined ? [] : analyticsHandlersFor(analyticsUrl))]
  let overrides: RequestHandler[] = []
  return {
    async answer(request) {
      const response = await getResponse([...overrides, ...base], request)
      if (response === undefined || isPassthroughResponse(response)) return { kind: 'unhandled' }
      return response.type === 'error' ? { kind: 'network-error' } : { kind: 'response', response }
    },
    use(name) {
      if (!isScenarioName(name)) throw new Error(`Unknown mock scenario: ${String(name)}`)
      overrides = [scenarios[name], ...overrides]
    },
    resetHandlers() {
      overrides = []
    },
    reset() {
      overrides = []
      resetAuthMockState()
      resetOrderStore()
      resetPostedReviews()
    },
  }
}
