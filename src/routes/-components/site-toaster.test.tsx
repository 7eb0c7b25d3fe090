import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '~/lib/notify'
import { renderWithProviders } from '../../../tests/render'
import { SiteToaster } from './site-toaster'

describe('SiteToaster', () => {
  // The toaster follows the site's theme, which follows the system's colour scheme (light here).
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener: () => undefined, removeEventListener: () => undefined }))
  })
  afterEach(() => vi.unstubAllGlobals())

  it('shows toasts left to right in the page language without reading the page\'s computed style', async () => {
    const computedStyle = vi.spyOn(window, 'getComputedStyle')
    await renderWithProviders(<SiteToaster />, { lang: 'de' })
    // The toaster's code loads after mounting; once it is there, a toast shows in it. (Queried by
    // text: the role queries read computed styles themselves.)
    await vi.waitFor(() => expect(document.querySelector('section[aria-label^="Benachrichtigungen"]')).not.toBeNull())
    act(() => notify('success', 'Gespeichert', 'Alles ist da.'))
    const toast = await screen.findByText('Gespeichert')
    expect(toast.closest('[data-sonner-toaster]')).toHaveAttribute('dir', 'ltr')
    // Reading <html>'s computed direction forced a style pass of the whole page as the toaster rendered.
    expect(computedStyle.mock.calls.filter(([element]) => element === document.documentElement)).toEqual([])
    expect(screen.getByRole('region', { name: /Benachrichtigungen/ })).toContainElement(toast)
  })
})
