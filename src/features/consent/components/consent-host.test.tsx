import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSetAtom } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useExternalMediaConsent } from '~/components/external-media-consent'
import type { Lang } from '~/lib/languages'
import { renderWithProviders } from '../../../../tests/render'
import { consentSettingsOpenAtom } from '../atoms'
import { CONSENT_STORAGE_KEY, decideConsent } from '../consent'
import { ConsentBannerSlot, ConsentHost } from './consent-host'

function MediaState() {
  const { allowed } = useExternalMediaConsent()
  return <p>{allowed ? 'media allowed' : 'media blocked'}</p>
}

function SettingsButton() {
  const open = useSetAtom(consentSettingsOpenAtom)
  return (
    <button type="button" onClick={() => open(true)}>
      open settings
    </button>
  )
}

/** The host around a page with a settings button, inside a router (the banner links to the privacy page). */
async function renderHost(lang: Lang = 'en') {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <ConsentHost>
          <ConsentBannerSlot lang={lang} />
          <MediaState />
          <SettingsButton />
        </ConsentHost>
      ),
    }),
    history: createMemoryHistory({ initialEntries: [`/${lang}`] }),
  })
  const result = await renderWithProviders(<RouterProvider router={router} />, { lang })
  await screen.findByText(/media (allowed|blocked)/)
  return result
}

function stored(): unknown {
  return JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')
}

afterEach(() => vi.unstubAllGlobals())

describe('ConsentHost', () => {
  it('asks on the first visit without taking the focus, and links to the privacy page', async () => {
    await renderHost()
    // The banner's code loads on demand: the first time takes longer.
    const banner = await screen.findByRole('region', { name: 'Your privacy' }, { timeout: 5000 })
    expect(within(banner).getByRole('link', { name: 'What we store and why' })).toHaveAttribute('href', '/en/privacy')
    expect(within(banner).getByRole('button', { name: 'Accept all' })).toBeInTheDocument()
    expect(within(banner).getByRole('button', { name: 'Decline all' })).toBeInTheDocument()
    expect(within(banner).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
    expect(document.activeElement).toBe(document.body)
    expect(screen.getByText('media blocked')).toBeInTheDocument()
  })

  it('accept all: stores both purposes, closes and allows external media at once', async () => {
    const user = userEvent.setup()
    await renderHost()
    await user.click(await screen.findByRole('button', { name: 'Accept all' }))
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument()
    expect(stored()).toMatchObject({ version: 1, statistics: true, externalMedia: true })
    expect(screen.getByText('media allowed')).toBeInTheDocument()
  })

  it('decline all: stores both purposes declined', async () => {
    const user = userEvent.setup()
    await renderHost()
    await user.click(await screen.findByRole('button', { name: 'Decline all' }))
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument()
    expect(stored()).toMatchObject({ statistics: false, externalMedia: false })
    expect(screen.getByText('media blocked')).toBeInTheDocument()
  })

  it('choose: one purpose at a time, by keyboard', async () => {
    const user = userEvent.setup()
    await renderHost()
    await user.click(await screen.findByRole('button', { name: 'Choose' }))
    const media = screen.getByRole('checkbox', { name: 'External media' })
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Statistics' })).toHaveFocus())
    expect(media).toHaveAccessibleDescription(/^Loads content from other servers: api\.allorigins\.win, .*OpenStreetMap, YouTube, and Vimeo\.$/)
    await user.tab()
    expect(media).toHaveFocus()
    await user.keyboard(' ')
    await user.click(screen.getByRole('button', { name: 'Save my choices' }))
    expect(stored()).toMatchObject({ statistics: false, externalMedia: true })
    expect(screen.getByText('media allowed')).toBeInTheDocument()
  })

  it('stays away for a visitor who has chosen; the settings reopen with the choice, take the focus and give it back', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(decideConsent({ statistics: true, externalMedia: true }, new Date())))
    const user = userEvent.setup()
    await renderHost()
    expect(await screen.findByText('media allowed')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument()

    const opener = screen.getByRole('button', { name: 'open settings' })
    await user.click(opener)
    const banner = await screen.findByRole('region', { name: 'Your privacy' })
    await waitFor(() => expect(within(banner).getByRole('heading', { name: 'Your privacy' })).toHaveFocus())
    expect(within(banner).getByRole('checkbox', { name: 'Statistics' })).toBeChecked()
    expect(within(banner).getByRole('checkbox', { name: 'External media' })).toBeChecked()

    // Withdrawing external media takes effect at once.
    await user.click(within(banner).getByRole('checkbox', { name: 'External media' }))
    await user.click(within(banner).getByRole('button', { name: 'Save my choices' }))
    expect(screen.getByText('media blocked')).toBeInTheDocument()
    expect(stored()).toMatchObject({ statistics: true, externalMedia: false })
    expect(opener).toHaveFocus()

    await user.click(opener)
    await screen.findByRole('region', { name: 'Your privacy' })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('a corrupt stored choice asks again', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"version":1,"statistics":"maybe"}')
    await renderHost()
    expect(await screen.findByRole('region', { name: 'Your privacy' })).toBeInTheDocument()
  })

  it('keeps statistics off and says why in a browser sending Global Privacy Control', async () => {
    vi.stubGlobal('navigator', { ...window.navigator, globalPrivacyControl: true })
    const user = userEvent.setup()
    await renderHost()
    await user.click(await screen.findByRole('button', { name: 'Choose' }))
    const statistics = screen.getByRole('checkbox', { name: 'Statistics' })
    expect(statistics).toBeDisabled()
    expect(statistics).not.toBeChecked()
    expect(statistics).toHaveAccessibleDescription('Your browser sends Global Privacy Control, so statistics stay off.')
  })

  it('speaks the page language', async () => {
    await renderHost('de')
    const banner = await screen.findByRole('region', { name: 'Ihre Privatsphäre' })
    expect(within(banner).getByRole('button', { name: 'Alle akzeptieren' })).toBeInTheDocument()
    expect(within(banner).getByRole('button', { name: 'Alle ablehnen' })).toBeInTheDocument()
    expect(within(banner).getByRole('link', { name: 'Was wir speichern und warum' })).toHaveAttribute('href', '/de/privacy')
  })
})
