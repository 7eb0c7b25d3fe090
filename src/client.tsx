import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

async function main(): Promise<void> {
  // The literal comparison lets the production build drop the mocks entirely.
  if (import.meta.env.VITE_API_MOCKS === 'true') {
    const { startMockWorker } = await import('../mocks/browser')
    await startMockWorker()
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
}

void main()
