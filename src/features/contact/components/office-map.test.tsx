import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ExternalMediaConsentContext } from '~/components/external-media-consent'
import { renderWithProviders } from '../../../../tests/render'
import { OfficeMap } from './office-map'

describe('OfficeMap', () => {
  it('shows a static preview with the address and loads nothing from the map provider', async () => {
    const { container } = await renderWithProviders(<OfficeMap />)
    expect(container.querySelector('iframe')).toBeNull()
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/contact/map-preview.svg')
    expect(container.querySelector('address')).toHaveTextContent(/Tepebaşı, Eskişehir, Türkiye$/)
    const sources = [...container.querySelectorAll('[src]')].map((element) => element.getAttribute('src'))
    expect(sources.some((src) => src?.includes('openstreetmap'))).toBe(false)
    const link = screen.getByRole('link', { name: /Open in OpenStreetMap/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=39\.77670&mlon=30\.52060/)
  })

  it('embeds the OpenStreetMap map of the Eskişehir office on request', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<OfficeMap />)
    await user.click(screen.getByRole('button', { name: 'Load map' }))
    const frame = screen.getByTitle('Map of our office in Eskişehir')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[\d.,-]+&layer=mapnik&marker=39\.77670,30\.52060$/,
    )
    expect(frame).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Load map' })).not.toBeInTheDocument()
  })

  it('speaks the page language', async () => {
    await renderWithProviders(<OfficeMap />, { lang: 'de' })
    expect(screen.getByRole('button', { name: 'Karte laden' })).toBeInTheDocument()
    expect(screen.getByText(/Eskişehir, Türkei$/)).toBeInTheDocument()
  })

  it('loads the map at once when external media are allowed, and removes it when they are withdrawn', async () => {
    const { rerender } = await renderWithProviders(
      <ExternalMediaConsentContext value={{ allowed: true, allowAlways: () => undefined }}>
        <OfficeMap />
      </ExternalMediaConsentContext>,
    )
    expect(screen.getByTitle('Map of our office in Eskişehir').tagName).toBe('IFRAME')
    expect(screen.queryByRole('button', { name: 'Load map' })).not.toBeInTheDocument()
    rerender(
      <ExternalMediaConsentContext value={{ allowed: false, allowAlways: () => undefined }}>
        <OfficeMap />
      </ExternalMediaConsentContext>,
    )
    expect(screen.queryByTitle('Map of our office in Eskişehir')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Load map' })).toBeInTheDocument()
  })

  it("'Always allow' stores the consent and loads the map", async () => {
    const user = userEvent.setup()
    const allowAlways = vi.fn()
    await renderWithProviders(
      <ExternalMediaConsentContext value={{ allowed: false, allowAlways }}>
        <OfficeMap />
      </ExternalMediaConsentContext>,
    )
    expect(screen.getByText('This content is loaded from OpenStreetMap, which then receive your IP address.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Always allow external media' }))
    expect(allowAlways).toHaveBeenCalledTimes(1)
    expect(screen.getByTitle('Map of our office in Eskişehir')).toHaveFocus()
  })
})
