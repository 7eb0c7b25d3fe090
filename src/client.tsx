import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { getRouter } from './router'

/**
 * Hydrates the prerendered page with the router's own client (`RouterClient`) rather than
 * Start's `StartClient`. Start's client always registers its server-function serialization
 * adapter, which bundles the RPC client and seroval (about 10 kB gzip) into every page, and
 * this site has no server functions (TanStack/router#8392 makes that adapter optional).
 */
async function main(): Promise<void> {
  // The literal comparison lets the production build drop the mocks entirely.
  if (import.meta.env.VITE_API_MOCKS === 'true') {
    const { startMockWorker } = await import('../mocks/browser')
    await startMockWorker()
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

void main()
