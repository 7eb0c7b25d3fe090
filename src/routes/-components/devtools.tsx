import { lazy, Suspense, useState } from 'react'
import { pinTriggerSettings } from '~/devtools/trigger-settings'
import { useHydrating } from '~/lib/use-hydrating'

// The panel (TanStack Devtools with its Router, Query and Form panels and the site's own) is
// fetched only when a developer opens it; until then the page carries this button alone.
const DevtoolsPanel = lazy(() => import('~/devtools/devtools-panel'))

/**
 * The devtools' trigger, in `npm run dev` and demo builds only (src/routes/__root.tsx): developer
 * UI, in English, outside every visitor page (`data-devtools`; docs/devtools.md). A strip in the
 * page's flow under the footer, the page's last tab stop: nothing fixed over the page, which on a
 * phone would cover the add-to-cart bar, the consent banner or the back-to-top button. Each press
 * (re)mounts the panel open; its own floating trigger stays hidden.
 */
export default function Devtools() {
  const [opened, setOpened] = useState(0)
  // After hydration only: the prerendered pages do not carry it.
  if (useHydrating()) return null
  return (
    <div data-devtools="" style={{ padding: '0.75rem 1rem', background: '#020617', borderTop: '1px solid #334155' }}>
      <button
        type="button"
        onClick={() => {
          pinTriggerSettings(window.localStorage)
          setOpened((count) => count + 1)
        }}
        style={{
          minHeight: '2.75rem',
          padding: '0.25rem 0.75rem',
          font: '600 14px/1.2 system-ui, sans-serif',
          color: '#fff',
          background: '#1e293b',
          border: '1px solid #64748b',
          borderRadius: '0.375rem',
        }}
      >
        Devtools
      </button>
      {opened > 0 && (
        <Suspense>
          <DevtoolsPanel key={opened} />
        </Suspense>
      )}
    </div>
  )
}
