import { render, screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { CLIENT_LOGOS, type ClientLogo } from '~/components/carousel/client-logos'
import { msg } from '@lingui/core/macro'
import { I18nProvider } from '@lingui/react'
import { loadI18n } from '~/lib/i18n'
import { featureItems } from './feature-grid'
import { IconList } from './icon-list'
import { LogoCloud } from './logo-cloud'
import { Quote } from './quote'
import { renderWithProviders } from '../../../tests/render'
import { say } from '../../../tests/e2e/catalogs'

/** Links need a router; a one-route router is enough to render hrefs. */
async function renderWithRouter(ui: ReactElement) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => ui }), history: createMemoryHistory({ initialEntries: ['/en'] }) })
  await renderWithProviders(<RouterProvider router={router} />)
  await screen.findAllByRole('listitem')
}

describe('Quote', () => {
  it('shows the words as a quotation and who said them, marked as a fictional example, with a decorative avatar', async () => {
    const { container } = await renderWithProviders(<Quote quote="It simply works." name="Katrin Vogel" jobTitle="Head of IT" company="Bergmann Logistik" avatar="/images/customers/katrin-vogel.svg" />, { lang: 'de' })
    const figure = screen.getByRole('figure')
    expect(within(figure).getByText('It simply works.').closest('blockquote')).not.toBeNull()
    expect(within(figure).getByText('Katrin Vogel').closest('figcaption')).not.toBeNull()
    expect(within(figure).getByText('Head of IT, Bergmann Logistik')).toBeInTheDocument()
    expect(within(figure).getByText(say('de', 'Fictional example')).closest('figcaption')).not.toBeNull()
    expect(container.querySelector('img')).toHaveAttribute('alt', '')
  })

  it('leaves out the company and the avatar when there are none', async () => {
    const { container } = await renderWithProviders(<Quote quote="Q" name="N" jobTitle="R" size="card" />)
    expect(screen.getByText('R')).toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
  })
})

describe('LogoCloud', () => {
  it('shows every client logo in a light and a dark drawing, each named by the client, and says the companies are fictional', async () => {
    await renderWithProviders(<LogoCloud label="Our clients" />, { lang: 'tr' })
    const list = screen.getByRole('list', { name: 'Our clients' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(CLIENT_LOGOS.length)
    for (const logo of CLIENT_LOGOS) {
      const drawings = within(list).getAllByRole('img', { name: logo.name })
      expect(drawings.map((drawing) => drawing.querySelector('use')?.getAttribute('href'))).toEqual([
        `/images/clients.svg#${logo.lightSymbol}`,
        `/images/clients.svg#${logo.darkSymbol}`,
      ])
    }
    expect(screen.getByText(say('tr', 'All companies shown are fictional examples.'))).toBeInTheDocument()
  })

  it('makes a logo a link to its page when it has one', async () => {
    const [first, second] = CLIENT_LOGOS
    const pageOf = (logo: ClientLogo) => (logo.slug === first?.slug ? 'contact' : null)
    await renderWithRouter(<LogoCloud logos={CLIENT_LOGOS.slice(0, 2)} links={{ lang: 'en', pageOf }} />)
    const link = screen.getByRole('link')
    expect(link).toHaveAttribute('href', '/en/contact')
    // Named by the logo (jsdom has no style sheet to hide the other theme's drawing).
    expect(within(link).getAllByRole('img', { name: first?.name ?? '' })).toHaveLength(2)
    expect(screen.getAllByRole('img', { name: second?.name ?? '' })).toHaveLength(2)
  })
})

describe('featureItems and IconList', () => {
  it('turns messages into items in the page language, and lists each with its heading and a decorative icon', async () => {
    const i18n = await loadI18n('de')
    i18n.activate('de')
    const items = featureItems([{ icon: 'data', title: msg`Features`, text: msg`Questions` }], i18n)
    expect(items.map(({ key, title, text }) => ({ key, title, text }))).toEqual([{ key: msg`Features`.id, title: i18n._(msg`Features`), text: i18n._(msg`Questions`) }])
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <IconList items={[{ icon: 'data', title: msg`Features`, text: msg`Questions` }]} />
      </I18nProvider>,
    )
    const item = within(screen.getByRole('list')).getByRole('listitem')
    expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(i18n._(msg`Features`))
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })
})
