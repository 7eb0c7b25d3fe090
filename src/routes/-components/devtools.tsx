import { lazy, Suspense, useState } from 'react'
import { useHydrating } from '~/lib/use-hydrating'

// The panel (TanStack Devtools with its Router, Query and Form panels and the site's own) is
// fetched only when a developer opens it; until then the page carries this button alone.
const DevtoolsPanel = lazy(() => import('~/devtools/devtools-panel'))

/**
 * The devtools' trigger, in `npm run dev` and demo builds only (src/routes/__root.tsx): developer
 * UI, in English, outside every visitor page (`data-devtools`; docs/devtools.md).
 */
export default function Devtools() {
  const [opened, setOpened] = useState(false)
  // After hydration only: the prerendered pages do not carry it.
  if (useHydrating()) return null
  return (
    <div data-devtools="">
      {opened ? (
        <Suspense>
          <DevtoolsPanel />
        </Suspense>
      ) : (
        <button
          type="button"
          onClick={() => setOpened(true)}
          style={{
            position: 'fixed',
            insetBlockEnd: '0.5rem',
            insetInlineStart: '0.5rem',
            zIndex: 99_999,
            padding: '0.25rem 0.5rem',
            font: '600 12px/1.2 system-ui, sans-serif',
            color: '#fff',
            background: '#1e293b',
            border: '1px solid #64748b',
            borderRadius: '0.375rem',
          }}
        >
          Devtools
        </button>
      )}
    </div>
  )
}
