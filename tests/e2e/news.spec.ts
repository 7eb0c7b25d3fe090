import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Scrolls down the page step by step, so that the news section sees its place come near. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  })
}

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
  for (const news of cases) {
    test(`shows the ${news.lang} feed as an accessible carousel once scrolled near`, async ({ page, visit, expectAccessible }) => {
      await visit(`/${news.lang}`)
      const carousel = page.getByRole('region', { name: news.heading })
      await scrollThrough(page)
      await expect(carousel).toBeVisible()
      await expect(carousel.getByRole('group')).toHaveCount(5)
      const first = carousel.getByRole('group').first()
      await expect(first.getByRole('link', { name: new RegExp(`^${news.firstTitle}`) })).toHaveAttribute('href', news.firstUrl)
      await expect(first.getByText(news.date)).toBeVisible()
      await expect(first.getByText('Deniz Yılmaz')).toBeVisible()
      await carousel.getByRole('button', { name: news.next }).click()
      await expectAccessible()
    })
  }

  test('a card opens its article in a new tab', async ({ page, visit }) => {
    const article = cases[1]
    await page.context().route(article.firstUrl, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Article</title>' }))
    await visit('/en', { axe: false })
    await scrollThrough(page)
    const link = page.getByRole('region', { name: article.heading }).getByRole('link', { name: new RegExp(`^${article.firstTitle}`) })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
    await expect(popup).toHaveURL(article.firstUrl)
    await popup.close()
  })
})
