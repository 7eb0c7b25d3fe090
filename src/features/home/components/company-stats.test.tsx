import { I18nProvider } from '@lingui/react'
import { act, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { loadI18n } from '~/lib/i18n'
import { BUILD_YEAR } from '~/lib/use-current-year'
import { yearsOfExperience } from '../lib/company'
import { CompanyStats } from './company-stats'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

it('hydrates the prerendered years without a mismatch on 1 January of the next year, then shows the visitor’s', async () => {
  const i18n = await loadI18n('en')
  const page = (
    <I18nProvider i18n={i18n}>
      <CompanyStats lang="en" />
    </I18nProvider>
  )
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener: () => undefined, removeEventListener: () => undefined }))
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(BUILD_YEAR, 6, 1))
  const container = document.createElement('div')
  container.innerHTML = renderToString(page)
  document.body.append(container)
  expect(within(container).getAllByText(String(yearsOfExperience(BUILD_YEAR))).length).toBeGreaterThan(0)

  vi.setSystemTime(new Date(BUILD_YEAR + 1, 0, 1, 0, 0, 1))
  const recoverableErrors = vi.fn()
  const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: recoverableErrors }))

  expect(recoverableErrors).not.toHaveBeenCalled()
  expect(within(container).getAllByText(String(yearsOfExperience(BUILD_YEAR + 1))).length).toBeGreaterThan(0)
  expect(within(container).queryByText(String(yearsOfExperience(BUILD_YEAR)))).toBeNull()
  act(() => root.unmount())
  container.remove()
})
