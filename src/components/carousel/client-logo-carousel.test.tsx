import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { CLIENT_LOGOS, ClientLogoCarousel, CONTACT_SLIDES_PER_VIEW } from './client-logo-carousel'

beforeEach(() =>
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })),
)
afterEach(() => vi.unstubAllGlobals())

describe('ClientLogoCarousel', () => {
  it('is a labelled region with both theme drawings of every logo, named after the company', async () => {
    await renderWithProviders(<ClientLogoCarousel />)
    const region = screen.getByRole('region', { name: 'Our clients' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    const images = within(region).getAllByRole('img')
    expect(images).toHaveLength(CLIENT_LOGOS.length * 2)
    for (const logo of CLIENT_LOGOS) {
      const [light, dark] = within(region).getAllByRole('img', { name: logo.name })
      expect(light?.querySelector('use')).toHaveAttribute('href', `/images/clients.svg#${logo.slug}-light`)
      expect(light).toHaveClass('dark:hidden')
      expect(dark?.querySelector('use')).toHaveAttribute('href', `/images/clients.svg#${logo.slug}-dark`)
      expect(dark).toHaveClass('hidden', 'dark:block')
      expect(light).toHaveAttribute('viewBox', '0 0 180 60')
    }
  })

  it('takes the layout and the label of another page', async () => {
    await renderWithProviders(<ClientLogoCarousel slidesPerView={CONTACT_SLIDES_PER_VIEW} loop={false} label="Clients" />)
    const slide = within(screen.getByRole('region', { name: 'Clients' })).getAllByRole('listitem')[0]
    expect(slide?.className).toContain('min-[768px]:basis-1/4')
    expect(slide?.className).not.toContain('min-[992px]')
  })
})
