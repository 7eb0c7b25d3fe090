import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse, type HttpHandler } from 'msw'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ExternalMediaConsentContext } from '~/components/external-media-consent'
import {
  NEWS_PROXY_URL,
  newsProxyEmptyBody,
  newsProxyEmptyFeed,
  newsProxyHtmlErrorPage,
  newsProxyMalformedXml,
  newsProxyNetworkError,
  newsProxyServerError,
} from '../../../../mocks/handlers/news'
import { server } from '../../../../mocks/node'
import { renderWithProviders } from '../../../../tests/render'
import { DEFAULT_NEWS_IMAGE } from '../constants'
import { NewsSection } from './news-slider'

/** The section as a visitor who allowed external media sees it. */
function withMedia(ui: ReactElement) {
  return <ExternalMediaConsentContext value={{ allowed: true, allowAlways: () => undefined }}>{ui}</ExternalMediaConsentContext>
}

describe('NewsSection before external media are allowed', () => {
  it('shows a card naming the proxy and the news site, and fetches nothing', async () => {
    const requests: string[] = []
    server.events.on('request:start', ({ request }) => requests.push(request.url))
    await renderWithProviders(<NewsSection lang="en" />)
    const card = screen.getByRole('region', { name: 'News' })
    expect(card).toHaveTextContent('This content is loaded from api.allorigins.win and feeds.bbci.co.uk, which then receive your IP address.')
    expect(within(card).getByRole('button', { name: 'Show news' })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(requests).toEqual([])
    server.events.removeAllListeners()
  })

  it("loads the news this time with 'Show news' and moves the focus to them", async () => {
    const user = userEvent.setup()
    await renderWithProviders(<NewsSection lang="de" />, { lang: 'de' })
    await user.click(screen.getByRole('button', { name: 'Neuigkeiten anzeigen' }))
    expect(await screen.findByRole('link', { name: /^Industrie 4\.0/ }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Neuigkeiten anzeigen' })).not.toBeInTheDocument()
    expect(document.activeElement).toContainElement(screen.getByRole('region', { name: 'Neuigkeiten' }))
  })

  it("stores the consent with 'Always allow'", async () => {
    const user = userEvent.setup()
    const allowAlways = vi.fn()
    await renderWithProviders(
      <ExternalMediaConsentContext value={{ allowed: false, allowAlways }}>
        <NewsSection lang="en" />
      </ExternalMediaConsentContext>,
    )
    await user.click(screen.getByRole('button', { name: 'Always allow external media' }))
    expect(allowAlways).toHaveBeenCalledTimes(1)
  })

  it('hides the news again at once when the consent is withdrawn', async () => {
    const { rerender } = await renderWithProviders(withMedia(<NewsSection lang="en" />))
    await screen.findByRole('link', { name: /^Chip makers/ }, { timeout: 5000 })
    rerender(
      <ExternalMediaConsentContext value={{ allowed: false, allowAlways: () => undefined }}>
        <NewsSection lang="en" />
      </ExternalMediaConsentContext>,
    )
    expect(screen.queryByRole('link', { name: /^Chip makers/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show news' })).toBeInTheDocument()
  })
})

describe('NewsSection', () => {
  it('renders nothing while the feed loads, then the English news as a labelled carousel', async () => {
    const { container } = await renderWithProviders(withMedia(<NewsSection lang="en" />))
    expect(container).toBeEmptyDOMElement()

    const carousel = await screen.findByRole('region', { name: 'News' })
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    expect(within(carousel).getByRole('heading', { level: 2, name: 'News' })).toBeInTheDocument()

    const slides = within(carousel).getAllByRole('group')
    expect(slides).toHaveLength(5)
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide')
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5'])

    const first = within(slides[0] as HTMLElement)
    const link = first.getByRole('link', { name: 'Chip makers race to build smaller AI data centres (opens in a new tab)' })
    expect(link).toHaveAttribute('href', 'https://www.bbc.com/news/articles/c4g0xkz1d2po?at_medium=RSS&at_campaign=rss')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(first.getByText('News')).toBeInTheDocument()
    expect(first.getByText('Nov 21, 2026')).toBeInTheDocument()
    expect(first.getByText('Deniz Yılmaz')).toBeInTheDocument()
    const [image] = (slides[0] as HTMLElement).getElementsByTagName('img')
    expect(image).toHaveAttribute('src', 'https://ichef.bbci.co.uk/ace/standard/960/cpsprodpb/9f1c/live/7a3e5b10-c7d1-11f0-8a1b-5b3c2d7e9a01.jpg')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('width')
  })

  it('speaks the page language: Turkish heading, slide labels, dates and author', async () => {
    await renderWithProviders(withMedia(<NewsSection lang="tr" />), { lang: 'tr' })
    const carousel = await screen.findByRole('region', { name: 'Haberler' })
    expect(carousel).toHaveAttribute('aria-roledescription', 'karusel')
    const [first] = within(carousel).getAllByRole('group')
    expect(first).toHaveAttribute('aria-label', '5 içinden 1')
    expect(within(first as HTMLElement).getByText('21 Kas 2026')).toBeInTheDocument()
    expect(within(first as HTMLElement).getByRole('link', { name: /Kodlama’ya 3 milyon dolar yatırım \(yeni sekmede açılır\)$/ })).toBeInTheDocument()
  })

  it('shows the default image when an article image fails to load', async () => {
    await renderWithProviders(withMedia(<NewsSection lang="de" />), { lang: 'de' })
    const [first] = await screen.findAllByRole('group')
    const [image] = (first as HTMLElement).getElementsByTagName('img')
    if (!image) throw new Error('The card has no image')
    fireEvent.error(image)
    expect(image).toHaveAttribute('src', DEFAULT_NEWS_IMAGE)
  })

  it('shows a language it has loaded before at once when the language switches back', async () => {
    const { rerender } = await renderWithProviders(withMedia(<NewsSection lang="en" />))
    await screen.findByRole('link', { name: /^Chip makers/ })
    rerender(withMedia(<NewsSection lang="de" />))
    await screen.findByRole('link', { name: /^Industrie 4\.0/ })
    rerender(withMedia(<NewsSection lang="en" />))
    expect(screen.getByRole('link', { name: /^Chip makers/ })).toBeInTheDocument()
  })

  it('renders hostile feed text as text and leaves out unsafe links', async () => {
    server.use(
      http.get(NEWS_PROXY_URL, () =>
        HttpResponse.xml(
          '<rss><channel><link>https://evil.example/</link>' +
            '<item><title><![CDATA[<img src=x onerror=alert(1)>Owned &lt;script&gt;]]></title><link>https://evil.example/a</link></item>' +
            '<item><title>Click me</title><link>javascript:alert(1)</link></item>' +
            '</channel></rss>',
        ),
      ),
    )
    const { container } = await renderWithProviders(withMedia(<NewsSection lang="en" />))
    const link = await screen.findByRole('link', { name: 'Owned <script> (opens in a new tab)' })
    expect(link).toHaveAttribute('href', 'https://evil.example/a')
    expect(screen.getAllByRole('group')).toHaveLength(1)
    expect(container.querySelector('script, [onerror]')).toBeNull()
    expect(container.querySelectorAll('img:not([src^="/images/"]):not([src^="https://"])')).toHaveLength(0)
  })

  it.each<[string, HttpHandler]>([
    ['a proxy 500', newsProxyServerError],
    ['a network error', newsProxyNetworkError],
    ['malformed XML', newsProxyMalformedXml],
    ['an HTML error page', newsProxyHtmlErrorPage],
    ['an empty body', newsProxyEmptyBody],
  ])('stays hidden and logs the failure once on %s', async (_case, handler) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(handler)
    const { container } = await renderWithProviders(withMedia(<NewsSection lang="en" />))
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1), { timeout: 4000 })
    expect(logged.mock.calls[0]?.[0]).toBe('[news] The en feed could not be loaded:')
    expect(container).toBeEmptyDOMElement()
  })

  it('stays hidden with a warning when the feed has no item', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(newsProxyEmptyFeed)
    const { container } = await renderWithProviders(withMedia(<NewsSection lang="en" />))
    await waitFor(() => expect(warned).toHaveBeenCalledTimes(1))
    expect(container).toBeEmptyDOMElement()
  })
})
