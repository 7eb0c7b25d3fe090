import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { say } from '../../../tests/e2e/catalogs'
import { AppBadges } from './app-badges'

describe('AppBadges', () => {
  it("links Storm Field's store pages in a new tab, each named by what it shows and that it opens a new tab", async () => {
    await renderWithProviders(<AppBadges newTab="(opens in a new tab)" />)
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    const apple = screen.getByRole('link', { name: 'Download on the App Store (opens in a new tab)' })
    expect(apple).toHaveAttribute('href', 'https://apps.apple.com/search?term=Storm%20Field')
    expect(apple).toHaveAttribute('target', '_blank')
    expect(apple).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' })).toHaveAttribute('href', 'https://play.google.com/store/search?q=Storm%20Field')
  })

  it.each(['tr', 'de'] as const)('%s: says each badge as one sentence of the language, with the store name in it', async (lang) => {
    await renderWithProviders(<AppBadges newTab="" />, { lang })
    for (const message of ['Download on the <0>App Store</0>', 'Get it on <0>Google Play</0>']) {
      const sentence = say(lang, message).replace(/<\/?0>/g, '')
      expect(screen.getByRole('link', { name: sentence })).toBeInTheDocument()
    }
  })
})
