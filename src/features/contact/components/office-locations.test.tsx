import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/render'
import { OfficeLocations } from './office-locations'

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  )
}

function nextFrame() {
  return new Promise((resolve) => requestAnimationFrame(resolve))
}

describe('OfficeLocations', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('shows a card per office with image, country, city, address and a Call link', async () => {
    mockReducedMotion(false)
    await renderWithProviders(<OfficeLocations />)
    const section = screen.getByRole('region', { name: 'Our offices' })
    const cards = within(section).getAllByRole('article')
    expect(cards).toHaveLength(4)
    const eskisehir = cards[0]
    if (!eskisehir) throw new Error('no card')
    expect(within(eskisehir).getByRole('heading', { level: 3 })).toHaveTextContent('Eskişehir')
    expect(eskisehir).toHaveTextContent('Türkiye Head office')
    expect(eskisehir.querySelector('address')).toHaveTextContent('Tepebaşı')
    const call = within(eskisehir).getByRole('link', { name: /^Call \+90/ })
    expect(call).toHaveAttribute('href', 'tel:+902223350000')
    expect(call).toHaveTextContent('+90 222 335 00 00')
    const image = eskisehir.querySelector('img')
    expect(image).toHaveAttribute('src', '/images/contact/office-eskisehir.svg')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('width', '480')
    expect(image).toHaveAttribute('height', '320')
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Eskişehir', 'Istanbul', 'Berlin', 'London'])
  })

  it('translates names and the Call label', async () => {
    mockReducedMotion(false)
    await renderWithProviders(<OfficeLocations />, { lang: 'tr' })
    expect(screen.getByRole('heading', { level: 3, name: 'İstanbul' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Londra' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /^Bizi arayın: \+/ })).toHaveLength(4)
  })

  it('moves the background against the section as the page scrolls', async () => {
    mockReducedMotion(false)
    await renderWithProviders(<OfficeLocations speed={0.5} />)
    const layer = screen.getByTestId('parallax-layer')
    expect(layer).toHaveClass('parallax-background')
    const section = screen.getByRole('region', { name: 'Our offices' })
    // jsdom lays nothing out: place the section 316 px below the middle of a 768 px window.
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 500, 1024, 400))
    vi.stubGlobal('innerHeight', 768)
    window.dispatchEvent(new Event('scroll'))
    await nextFrame()
    expect(layer.style.transform).toContain('-158px')
  })

  it('keeps the background still under reduced motion', async () => {
    mockReducedMotion(true)
    await renderWithProviders(<OfficeLocations />)
    await nextFrame()
    expect(screen.getByTestId('parallax-layer').style.transform).toBe('')
  })
})
