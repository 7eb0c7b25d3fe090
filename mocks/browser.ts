import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { requestLogReducer, type RequestLogEntry, type RequestLogEvent } from './request-log'
import { isScenarioName, scenarios, type ScenarioName } from './scenarios'

export const worker = setupWorker(...handlers)

export interface MockScenarios {
  /** Makes the mock backend answer with a named failure until `reset()` or a reload. */
  use: (name: ScenarioName) => void
  reset: () => void
  /** Every named scenario (mocks/scenarios.ts), for the devtools' Mock API panel. */
  names: readonly ScenarioName[]
  /** The scenarios in use, the latest first. */
  active: () => readonly ScenarioName[]
  /** The requests the worker saw since the page loaded, newest first (mocks/request-log.ts). */
  log: () => readonly RequestLogEntry[]
  clearLog: () => void
  /** Called after every change of `active()` or `log()`; answers the unsubscribe. */
  subscribe: (listener: () => void) => () => void
}

declare global {
  interface Window {
    mockScenarios?: MockScenarios
  }
}

/** Starts the mock backend in the browser; calls the handlers do not cover go to the network. */
export async function startMockWorker(): Promise<void> {
  let active: readonly ScenarioName[] = []
  let log: readonly RequestLogEntry[] = []
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  const record = (event: RequestLogEvent) => {
    log = requestLogReducer(log, event, window.location.origin)
    changed()
  }
  // Listened to before the worker starts, so that the log holds the page's first requests too.
  worker.events.on('response:mocked', ({ requestId, request, response }) =>
    record({ type: 'mocked', id: requestId, method: request.method, url: request.url, status: response.status, at: Date.now() }),
  )
  worker.events.on('request:unhandled', ({ requestId, request }) =>
    record({ type: 'unhandled', id: requestId, method: request.method, url: request.url, at: Date.now() }),
  )
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true })
  // For QA, Playwright and the devtools: switch a running demo page to a failure scenario.
  window.mockScenarios = {
    use: (name) => {
      if (!isScenarioName(name)) throw new Error(`Unknown mock scenario: ${String(name)}`)
      worker.use(scenarios[name])
      active = [name, ...active.filter((known) => known !== name)]
      changed()
    },
    reset: () => {
      worker.resetHandlers()
      active = []
      changed()
    },
    names: Object.keys(scenarios).filter(isScenarioName),
    active: () => active,
    log: () => log,
    clearLog: () => record({ type: 'clear' }),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
