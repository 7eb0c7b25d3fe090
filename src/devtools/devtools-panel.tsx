import { TanStackDevtools } from '@tanstack/react-devtools'
import { formDevtoolsPlugin } from '@tanstack/react-form-devtools/production'
import { ReactQueryDevtoolsPanel } from '@tanstack/react-query-devtools/production'
import { TanStackRouterDevtoolsPanelInProd } from '@tanstack/react-router-devtools'
import { LanguagesPanel } from './languages-panel'
import { MockApiPanel } from './mock-api-panel'
import { PANEL_STYLES } from './panel-styles'
import { StoragePanel } from './storage-panel'

/**
 * One devtools panel (TanStack Devtools): the Router, Query and Form panels and the site's own
 * Mock API, Storage and Languages panels. Loaded when a developer opens it (src/routes/-components/devtools.tsx);
 * the `production` entries of TanStack's panels, since a demo build is a production build for React.
 */
export default function DevtoolsPanel() {
  const theme = document.documentElement.dataset.theme === 'light' ? 'light' : 'dark'
  return (
    <>
      <style>{PANEL_STYLES}</style>
      <TanStackDevtools
        config={{ defaultOpen: true, triggerHidden: true, theme }}
        plugins={[
          { id: 'mock-api', name: 'Mock API', render: (_el, props) => <MockApiPanel theme={props.theme} />, defaultOpen: true },
          { id: 'storage', name: 'Storage', render: (_el, props) => <StoragePanel theme={props.theme} /> },
          { id: 'languages', name: 'Languages', render: (_el, props) => <LanguagesPanel theme={props.theme} /> },
          { id: 'router', name: 'TanStack Router', render: <TanStackRouterDevtoolsPanelInProd /> },
          { id: 'query', name: 'TanStack Query', render: <ReactQueryDevtoolsPanel /> },
          formDevtoolsPlugin(),
        ]}
      />
    </>
  )
}
