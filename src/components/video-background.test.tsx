import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import { VideoBackground } from './video-background'

function stubMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

describe('VideoBackground', () => {
  it('loads nothing from YouTube until play is pressed, and pause removes the player', async () => {
    stubMotion(false)
    const { container } = await renderWithProviders(<VideoBackground src="https://youtu.be/dQw4w9WgXcQ" still="/still.svg" title="Our office" />)
    expect(container.querySelector('iframe')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Play video (loads YouTube)' }))
    expect(container.querySelector('iframe')?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/)
    await userEvent.click(screen.getByRole('button', { name: 'Pause video' }))
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByRole('button', { name: 'Play video (loads YouTube)' })).toBeInTheDocument()
  })

  it.each([
    ['YouTube', 'https://youtu.be/dQw4w9WgXcQ'],
    ['Vimeo', 'https://vimeo.com/76979871'],
  ])('sandboxes the %s player: its scripts in its own origin, no popups, forms or navigation', async (service, src) => {
    stubMotion(false)
    const { container } = await renderWithProviders(<VideoBackground src={src} still="/still.svg" title="Our office" />)
    await userEvent.click(screen.getByRole('button', { name: `Play video (loads ${service})` }))
    const player = container.querySelector('iframe')
    expect(player?.getAttribute('sandbox')?.split(/\s+/).toSorted()).toEqual(['allow-presentation', 'allow-same-origin', 'allow-scripts'])
  })

  it('falls back to the still image when a local file fails, and offers no broken controls', async () => {
    stubMotion(true)
    const { container } = await renderWithProviders(<VideoBackground src="/videos/missing.mp4" still="/still.svg" title="Hero" />)
    const video = container.querySelector('video')
    expect(video).not.toBeNull()
    // Under reduced motion the file does not start on its own.
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument()
    if (video) fireEvent.error(video)
    expect(container.querySelector('video')).toBeNull()
    expect(container.querySelector('img')).not.toHaveClass('invisible')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows the still at the end without loop, and a pause button while playing', async () => {
    stubMotion(true)
    const { container } = await renderWithProviders(<VideoBackground src="/videos/hero.webm" still="/still.svg" title="Hero" loop={false} />)
    const video = container.querySelector('video')
    if (video) fireEvent.play(video)
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument()
    expect(container.querySelector('img')).toHaveClass('invisible')
    if (video) fireEvent.ended(video)
    expect(container.querySelector('img')).not.toHaveClass('invisible')
  })
})
