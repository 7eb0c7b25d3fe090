import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'

export const worker = setupWorker(...handlers)

/** Starts the mock backend in the browser; calls the handlers do not cover go to the network. */
export async function startMockWorker(): Promise<void> {
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true })
}
