import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { reloadOnceForStaleChunk } from './lib/stale-chunk'
import { getRouter } from './router'

/**
 * Hydrates the prerendered page with the router's own client (`RouterClient`) rather than
 * Start's `StartClient`. Start's client always registers its server-function serialization
 * adapter, which bundles the RPC client and seroval (about 10 kB gzip) into every page, and
 * this site has no server functions (TanStack/router#8392 makes that adapter optional).
 */
async function main(): Promise<void> {
  // A chunk gone after a redeploy: one full reload of the same address (src/lib/stale-chunk.ts).
  window.addEventListener('vite:preloadError', () => reloadOnceForStaleChunk())
  // The literal comparison lets the production build drop the mocks entirely.
  if (import.meta.env.VITE_API_MOCKS === 'true') {
    // Without the mock backend the demo still hydrates: its requests fail with the usual messages.
    await import('../mocks/browser')
      .then(({ startMockWorker }) => startMockWorker())
      .catch((error: unknown) => console.error('The mock backend could not start', error))
  }
  const router = getRouter()
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
