import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../tests/render'
import { Stars } from './stars'

/** Each star's fill, in order: 'full', 'half' (the drawing's gradient) or 'empty'. */
function fills(container: HTMLElement): string[] {
  const gradient = container.querySelector('linearGradient')?.id
  return [...container.querySelectorAll('svg path')].map((star) => {
    const fill = star.getAttribute('fill')
    if (fill === 'currentColor') return 'full'
    if (gradient !== undefined && fill === `url(#${gradient})`) return 'half'
    return 'empty'
  })
}

describe('Stars', () => {
  it('draws the rating to the half star, in one hidden drawing, and says it as text', async () => {
    const { container } = await renderWithProviders(<Stars stars={4.6} count={128} />)
    expect(fills(container)).toEqual(['full', 'full', 'full', 'full', 'half'])
    expect(container.querySelectorAll('svg')).toHaveLength(1)
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText('4.6 out of 5, 128 reviews')).toBeInTheDocument()
  })

  it('rounds to the nearest half and needs no gradient without a half star', async () => {
    const { container } = await renderWithProviders(<Stars stars={4.8} count={1} />)
    expect(fills(container)).toEqual(['full', 'full', 'full', 'full', 'full'])
    expect(container.querySelector('linearGradient')).toBeNull()
    expect(screen.getByText('4.8 out of 5, 1 review')).toBeInTheDocument()
  })

  it('leaves the stars after a half one empty', async () => {
    const { container } = await renderWithProviders(<Stars stars={2.3} count={7} />, { lang: 'de' })
    expect(fills(container)).toEqual(['full', 'full', 'half', 'empty', 'empty'])
    expect(screen.getByText('2,3 von 5, 7 Bewertungen')).toBeInTheDocument()
  })
})
