import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AppBadges } from './app-badges'

describe('AppBadges', () => {
  it('links each store in a new tab, named by what it shows and that it opens a new tab', () => {
    render(
      <AppBadges
        newTab="(opens in a new tab)"
        badges={[
          { store: 'app-store', href: 'https://apps.apple.com/search?term=Storm%20Field', kicker: 'Download on the' },
          { store: 'google-play', href: 'https://play.google.com/store/search?q=Storm%20Field', kicker: 'Get it on' },
        ]}
      />,
    )
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    const apple = screen.getByRole('link', { name: 'Download on the App Store (opens in a new tab)' })
    expect(apple).toHaveAttribute('href', 'https://apps.apple.com/search?term=Storm%20Field')
    expect(apple).toHaveAttribute('target', '_blank')
    expect(apple).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' })).toHaveAttribute('href', 'https://play.google.com/store/search?q=Storm%20Field')
  })
})
