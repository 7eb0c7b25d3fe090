import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { isScenarioName, scenarios, type ScenarioName } from './scenarios'

export const worker = setupWorker(...handlers)

export interface MockScenarios {
  /** Makes the mock backend answer with a named failure until `reset()` or a reload. */
  use: (name: ScenarioName) => void
  reset: () => void
}

declare global {
  interface Window {
    mockScenarios?: MockScenarios
  }
}

/** Starts the mock backend in the browser; calls the handlers do not cover go to the network. */
export async function startMockWorker(): Promise<void> {
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true })
  // For QA and Playwright: switch a running demo page to a failure scenario.
  window.mockScenarios = {
    use: (name) => {
      if (!isScenarioName(name)) throw new Error(`Unknown mock scenario: ${String(name)}`)
      worker.use(scenarios[name])
    },
    reset: () => worker.resetHandlers(),
  }
}
