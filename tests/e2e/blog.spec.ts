import { expect, test } from './fixtures'

// The English posts, newest first: six on the grid's first page, two on its second.
const NEWEST = 'Zero-downtime deploys for small teams come down to four habits'
const OLDEST = 'Why we start every ERP project with a modular monolith'
const SECOND_OLDEST = 'Accessible forms that convert: the fixes we make first'

test('en: the grid shows six posts a page, and a bad ?page= value the first page or a way back', async ({ page, visit }) => {
  await visit('/en/blog/grid')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Blog')
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(6)
  await expect(main.getByRole('link', { name: NEWEST })).toBeVisible()
  const pages = main.getByRole('navigation', { name: 'Blog pages' })
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')

  await pages.getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\/en\/blog\/grid\?page=2$/)
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(2)
  await expect(main.getByRole('link', { name: OLDEST })).toBeVisible()
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

  // Text, zero or a fraction is the first page.
  for (const bad of ['abc', '0', '-3', '1.5']) {
    await visit(`/en/blog/grid?page=${bad}`)
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(6)
    await expect(main.getByRole('link', { name: NEWEST })).toBeVisible()
  }
  // A page past the last says so and leads back.
  await visit('/en/blog/grid?page=9')
  await expect(main.getByRole('status')).toContainText('There is no page 9 of the blog.')
  await main.getByRole('link', { name: 'Show the newest posts' }).click()
  await expect(main.getByRole('link', { name: NEWEST })).toBeVisible()
})

test('de: the list filters by category and by words, and the sidebar lists recent posts', async ({ page, visit }) => {
  await visit('/de/blog/list-sidebar')
  const main = page.getByRole('main')
  const status = main.getByRole('status')
  await expect(status).toHaveText('8 von 8 Beiträgen')
  await expect(main.getByRole('region', { name: 'Neueste Beiträge' }).getByRole('listitem')).toHaveCount(4)

  await main.getByRole('navigation', { name: 'Kategorien' }).getByRole('link', { name: 'Architektur' }).click()
  await expect(page).toHaveURL(/\/de\/blog\/list-sidebar\?category=architecture$/)
  await expect(status).toHaveText('1 von 8 Beiträgen')
  await expect(main.getByRole('link', { name: /modularen Monolithen/ })).toBeVisible()
  await expect(main.getByRole('navigation', { name: 'Kategorien' }).getByRole('link', { name: 'Architektur' })).toHaveAttribute('aria-current', 'page')

  await main.getByRole('navigation', { name: 'Kategorien' }).getByRole('link', { name: 'Alle Beiträge' }).click()
  await expect(status).toHaveText('8 von 8 Beiträgen')
  const field = main.getByRole('searchbox', { name: 'Blog durchsuchen' })
  await field.fill('Formulare')
  await field.press('Enter')
  await expect(page).toHaveURL(/q=Formulare/)
  await expect(status).toHaveText('1 von 8 Beiträgen')
  await expect(main.getByRole('link', { name: /Barrierefreie Formulare/ })).toBeVisible()

  await field.fill('zzzz')
  await main.getByRole('button', { name: 'Suchen', exact: true }).click()
  await expect(status).toHaveText('0 von 8 Beiträgen')

  // An address with the filters in it shows them as soon as the page is interactive.
  await visit('/de/blog/list-sidebar?category=iot')
  await expect(status).toHaveText('1 von 8 Beiträgen')
})

test('en: a post leads to the older and the newer post, and its head describes it as an article', async ({ page, visit }) => {
  await visit('/en/blog/accessible-forms-that-convert')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(SECOND_OLDEST)
  await expect(main.getByText('July 9, 2026')).toBeVisible()
  await expect(main.getByText(/\d+ min read/).first()).toBeVisible()
  const more = main.getByRole('navigation', { name: 'More posts' })

  await more.getByRole('link', { name: /^Previous post/ }).click()
  await expect(page).toHaveURL(/\/en\/blog\/modular-monolith-first$/)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(OLDEST)
  // The oldest post has no previous one.
  await expect(more.getByRole('link', { name: /^Previous post/ })).toHaveCount(0)
  await more.getByRole('link', { name: /^Next post/ }).click()
  await expect(page).toHaveURL(/\/en\/blog\/accessible-forms-that-convert$/)
  await expect(main.getByRole('region', { name: 'Related posts' }).getByRole('article')).toHaveCount(3)

  // The head follows the navigation a moment after the page: poll it.
  const article = async () => JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
  await expect.poll(article).toMatchObject({ '@type': 'Article', headline: SECOND_OLDEST, datePublished: '2026-07-09', inLanguage: 'en' })
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/en\/blog\/accessible-forms-that-convert$/)
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/en/blog/rss.xml')
})

test('tr: the post layouts show the newest post, and point search engines to its own page', async ({ page, visit }) => {
  for (const layout of ['v1', 'v2']) {
    await visit(`/tr/blog/single/${layout}`)
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/tr\/blog\/zero-downtime-deploys-for-small-teams$/)
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/tr/blog/atom.xml')
  }
  await expect(page.getByRole('navigation', { name: 'Bu yazıda' })).toBeVisible()
})

test('en: an unknown post is the 404 page', async ({ visit, page }) => {
  await visit('/en/blog/no-such-post', { status: 404 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something gone wrong!')
})

test('de: each language has an RSS and an Atom feed of its posts, linked from the blog', async ({ page, request, visit }) => {
  await visit('/de/blog/grid')
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/de/blog/rss.xml')
  await expect(page.getByRole('main').getByRole('link', { name: 'RSS-Feed' })).toHaveAttribute('href', '/de/blog/rss.xml')
  // tests/unit/content/feeds.test.ts reads the feeds back through parseFeed; here, the built files.
  const rss = await request.get('/de/blog/rss.xml')
  expect(rss.status()).toBe(200)
  const rssText = await rss.text()
  expect([...rssText.matchAll(/<item>/g)]).toHaveLength(8)
  expect(rssText).toMatch(/<link>https?:\/\/[^<]+\/de\/blog\/zero-downtime-deploys-for-small-teams<\/link>/)
  expect(rssText).toContain('<title>Ein Data Warehouse für den Mittelstand beginnt mit zehn Fragen</title>')
  const atom = await request.get('/de/blog/atom.xml')
  expect(atom.status()).toBe(200)
  const atomText = await atom.text()
  expect([...atomText.matchAll(/<entry>/g)]).toHaveLength(8)
  expect(atomText).toMatch(/href="https?:\/\/[^"]+\/de\/blog\/modular-monolith-first"/)
})

test('tr: the site search finds the posts in the page language', async ({ page, visit }) => {
  await visit('/tr/contact')
  await page.getByRole('button', { name: 'Ara' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sitede ara' })
  // Typed without Turkish letters.
  await dialog.getByRole('combobox', { name: 'Sitede ara' }).fill('veri ambari')
  await expect(dialog.getByRole('option', { name: /Orta ölçekli üreticiler için veri ambarı/ })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/tr\/blog\/a-data-warehouse-for-mid-sized-manufacturers$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orta ölçekli üreticiler için veri ambarı on soruyla başlar')
})
