import type { ConsoleMessage, Page } from '@playwright/test'
import { expect, scrollThrough, test } from './fixtures'
import { recordRequests, useScenario } from './scenarios'

// The mocked proxy (mocks/handlers/news.ts) answers each language with its fixture feed.
const cases = [
  {
    lang: 'tr',
    heading: 'Haberler',
    firstTitle: 'Eskişehir merkezli yazılım girişimi Kodlama’ya 3 milyon dolar yatırım',
    firstUrl: 'https://webrazzi.com/2026/11/21/eskisehir-merkezli-yazilim-girisimi-kodlamaya-3-milyon-dolar-yatirim/',
    date: '21 Kas 2026',
    next: 'Sonraki haber',
  },
  {
    lang: 'en',
    heading: 'News',
    firstTitle: 'Chip makers race to build smaller AI data centres',
    firstUrl: 'https://www.bbc.com/news/articles/c4g0xkz1d2po?at_medium=RSS&at_campaign=rss',
    date: 'Nov 21, 2026',
    next: 'Next news',
  },
  {
    lang: 'de',
    heading: 'Neuigkeiten',
    firstTitle: 'Industrie 4.0: Mittelständler setzen auf eigene KI-Modelle',
    firstUrl:
      'https://www.heise.de/news/Industrie-4-0-Mittelstaendler-setzen-auf-eigene-KI-Modelle-10834512.html?wt_mc=rss.red.ho.ho.atom.beitrag.beitrag',
    date: '21. Nov. 2026',
    next: 'Nächste Meldung',
  },
] as const

test.describe('news slider', () => {
  // A visitor who allows external media (the news feed goes through a third-party proxy).
  test.use({ consent: { statistics: false, externalMedia: true } })

  for (const news of cases) {
    test(`shows the ${news.lang} feed as an accessible carousel once scrolled near`, async ({ page, visit, expectAccessible }) => {
      // Two full axe scans of a long page: slow on a busy machine. One scan in both themes at the
      // end covers the whole page, carousel included.
      test.slow()
      await visit(`/${news.lang}`)
      const carousel = page.getByRole('region', { name: news.heading })
      await scrollThrough(page)
      await expect(carousel).toBeVisible()
      await expect(carousel.getByRole('group')).toHaveCount(5)
      const first = carousel.getByRole('group').first()
      await expect(first.getByRole('link', { name: new RegExp(`^${news.firstTitle}`) })).toHaveAttribute('href', news.firstUrl)
      await expect(first.getByText(news.date)).toBeVisible()
      await expect(first.getByText('Deniz Yılmaz')).toBeVisible()
      // Its buttons are named in the page's language; carousels.spec.ts shows that they move it.
      await expect(carousel.getByRole('button', { name: news.next })).toBeEnabled()
      await expectAccessible()
    })
  }

  test('en: a card opens its article in a new tab', async ({ page, visit }) => {
    const article = cases[1]
    await page.context().route(article.firstUrl, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Article</title>' }))
    await visit('/en')
    await scrollThrough(page)
    const link = page.getByRole('region', { name: article.heading }).getByRole('link', { name: new RegExp(`^${article.firstTitle}`) })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
    await expect(popup).toHaveURL(article.firstUrl)
    await popup.close()
  })

  // The feed goes through the proxy with its address as the encoded `url` value (mocks/handlers/news.ts).
  const PROXY_REQUEST = /[?&]url=https?%3A%2F%2F/
  const failures = [
    {
      scenario: 'newsProxyServerError',
      news: cases[1],
      // The feed client retries a 500 twice with backoff before the query gives up.
      attempts: 3,
      transport: [/^HTTP 500: GET /, /^console\.error: Failed to load resource: the server responded with a status of 500/],
    },
    {
      scenario: 'newsProxyNetworkError',
      news: cases[0],
      attempts: 3,
      transport: [/^request failed: GET .* net::ERR_\w+$/, /^console\.error: Failed to load resource: net::ERR_\w+$/],
    },
    { scenario: 'newsProxyMalformedXml', news: cases[2], attempts: 1, transport: [] },
  ] as const

  /** Waits for the one error the news feature logs when a language's feed cannot be shown. */
  function feedFailureLogged(page: Page, lang: string): Promise<ConsoleMessage> {
    const text = `[news] The ${lang} feed could not be loaded:`
    return page.waitForEvent('console', (message) => message.type() === 'error' && message.text().startsWith(text))
  }

  for (const { scenario, news, attempts, transport } of failures) {
    test(`the section stays hidden when the proxy fails (${scenario}, ${news.lang})`, async ({ page, visit, problems, allowProblem }) => {
      const proxyRequests = recordRequests(page, 'GET', PROXY_REQUEST)
      await visit(`/${news.lang}`)
      await useScenario(page, scenario)
      const logged = feedFailureLogged(page, news.lang)
      await scrollThrough(page)
      await logged

      await expect(page.getByRole('region', { name: news.heading })).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 2, name: news.heading })).toHaveCount(0)
      // The rest of the page is untouched, down to the footer.
      await expect(page.getByRole('contentinfo')).toBeInViewport()
      expect(proxyRequests).toHaveLength(attempts)

      // Logged once, after the retries; the transport's own failures are the browser's report of each attempt.
      expect(problems.filter((problem) => problem.startsWith('console.error: [news]'))).toHaveLength(1)
      allowProblem(new RegExp(`^console\\.error: \\[news\\] The ${news.lang} feed could not be loaded: `))
      for (const pattern of transport) allowProblem(pattern)
    })
  }

  test('en: no console error other than the one logged failure', async ({ page, visit, allowProblem }) => {
    const messages: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`)
    })
    const proxyRequests = recordRequests(page, 'GET', PROXY_REQUEST)
    await visit('/en')
    await useScenario(page, 'newsProxyMalformedXml')
    const logged = feedFailureLogged(page, 'en')
    await scrollThrough(page)
    await logged
    // Back up and down again: the failed feed is neither fetched nor logged again.
    await page.evaluate(() => window.scrollTo(0, 0))
    await scrollThrough(page)
    await expect(page.getByRole('region', { name: 'News' })).toHaveCount(0)
    expect(proxyRequests).toHaveLength(1)

    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/^error: \[news\] The en feed could not be loaded: FeedError: The feed is not well-formed XML/)
    allowProblem(/^console\.error: \[news\] The en feed could not be loaded: /)
  })
})
