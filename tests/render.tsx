import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Provider as JotaiProvider, createStore } from 'jotai'
import type { ReactElement, ReactNode } from 'react'
import type { Lang } from '~/lib/languages'
import { loadI18n } from '~/lib/i18n'
import { createQueryClient } from '~/lib/query-client'

/**
 * Renders a component the way the site does: a language's catalog, a fresh query client and a
 * fresh jotai store. Components that need the router are tested end to end instead.
 */
export async function renderWithProviders(ui: ReactElement, options: { lang?: Lang } = {}) {
  const i18n = await loadI18n(options.lang ?? 'en')
  const queryClient = createQueryClient()
  const store = createStore()
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <JotaiProvider store={store}>{children}</JotaiProvider>
        </QueryClientProvider>
      </I18nProvider>
    )
  }
  return render(ui, { wrapper: Wrapper })
}
