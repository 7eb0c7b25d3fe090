import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { getRouter } from './router'

/** Resolves in a later task, so that the browser may paint or handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Hydrates the prerendered page with the router's own client (`RouterClient`) rather than
 * Start's `StartClient`. Start's client always registers its server-function serialization
 * adapter, which bundles the RPC client and seroval into every page, and this site has no
 * server functions (TanStack/router#8392 makes that adapter optional).
 */
async function main(): Promise<void> {
  // The literal comparison lets the production build drop the mocks entirely.
  if (import.meta.env.VITE_API_MOCKS === 'true') {
    // Without the mock backend the demo still hydrates: its requests fail with the usual messages.
    await import('../mocks/browser')
      .then(({ startMockWorker }) => startMockWorker())
      .catch((error: unknown) => console.error('The mock backend could not start', error))
  }
  // Each step in a task of its own: evaluating the modules, creating the router and starting
  // hydration in one task made it a long one, which blocks input on a slow phone.
  await nextTask()
  const router = getRouter()
  await nextTask()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    )
  })
}

main().catch((error: unknown) => {
  // The page stays as prerendered (readable, links work); say why it is not interactive.
  console.error('The page could not start', error)
})
