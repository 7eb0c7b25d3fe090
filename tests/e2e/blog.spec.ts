import { say } from './catalogs'
import { expect, test } from './fixtures'

/**
 * What a visitor does on the blog: paging, filtering and searching, the neighbours of a post, what
 * the head and the feeds tell other software, the site search. What the pages show from their data
 * (the grid's first page, the list's count and recent posts, a post's date, reading time and
 * related posts, the layouts' contents, in every language) is checked without a browser
 * (tests/unit/pages/blog.test.tsx). Expected texts in another language than English are the English
 * sources as its catalogs translate them; titles are the posts' own.
 */
const counted = (count: number) => say('de', '{total, plural, one {{count} of # post} other {{count} of # posts}}', { count, total: 8 })

// The English posts, newest first: six on the grid's first page, two on its second.
const NEWEST = 'Zero-downtime deploys for small teams come down to four habits'
const OLDEST = 'Why we start every ERP project with a modular monolith'
const SECOND_OLDEST = 'Accessible forms that convert: the fixes we make first'

test('en: the grid pages on to its second page, and a bad ?page= value shows the first page or a way back', async ({ page, visit }) => {
  await visit('/en/blog/grid')
  const main = page.getByRole('main')
  const pages = main.getByRole('navigation', { name: 'Blog pages' })

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

test('de: the list filters by category and by words, from its links, its field and its address', async ({ page, visit }) => {
  await visit('/de/blog/list-sidebar')
  const main = page.getByRole('main')
  const status = main.getByRole('status')
  const categories = main.getByRole('navigation', { name: say('de', 'Categories') })
  await expect(status).toHaveText(counted(8))

  await categories.getByRole('link', { name: say('de', 'Architecture') }).click()
  await expect(page).toHaveURL(/\/de\/blog\/list-sidebar\?category=architecture$/)
  await expect(status).toHaveText(counted(1))
  await expect(main.getByRole('link', { name: /modularen Monolithen/ })).toBeVisible()
  await expect(categories.getByRole('link', { name: say('de', 'Architecture') })).toHaveAttribute('aria-current', 'page')

  await categories.getByRole('link', { name: say('de', 'All posts') }).click()
  await expect(status).toHaveText(counted(8))
  const field = main.getByRole('searchbox', { name: say('de', 'Search the blog') })
  await field.fill('Formulare')
  await field.press('Enter')
  await expect(page).toHaveURL(/q=Formulare/)
  await expect(status).toHaveText(counted(1))
  await expect(main.getByRole('link', { name: /Barrierefreie Formulare/ })).toBeVisible()

  await field.fill('zzzz')
  await main.getByRole('button', { name: say('de', 'Search'), exact: true }).click()
  await expect(status).toHaveText(counted(0))

  // An address with the filters in it shows them as soon as the page is interactive.
  await visit('/de/blog/list-sidebar?category=iot')
  await expect(status).toHaveText(counted(1))
})

test('en: a post leads to the older and the newer post, and its head describes it as an article', async ({ page, visit }) => {
  await visit('/en/blog/accessible-forms-that-convert')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(SECOND_OLDEST)
  const more = main.getByRole('navigation', { name: 'More posts' })

  await more.getByRole('link', { name: /^Previous post/ }).click()
  await expect(page).toHaveURL(/\/en\/blog\/modular-monolith-first$/)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(OLDEST)
  // The oldest post has no previous one.
  await expect(more.getByRole('link', { name: /^Previous post/ })).toHaveCount(0)
  await more.getByRole('link', { name: /^Next post/ }).click()
  await expect(page).toHaveURL(/\/en\/blog\/accessible-forms-that-convert$/)

  // The head follows the navigation a moment after the page: poll it.
  const article = async () => JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
  await expect.poll(article).toMatchObject({ '@type': 'Article', headline: SECOND_OLDEST, datePublished: '2026-07-09', inLanguage: 'en' })
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/en\/blog\/accessible-forms-that-convert$/)
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/en/blog/rss.xml')
})

test('tr: the post layouts point search engines to the newest post\'s own page', async ({ page, visit }) => {
  for (const layout of ['v1', 'v2']) {
    await visit(`/tr/blog/single/${layout}`)
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/tr\/blog\/zero-downtime-deploys-for-small-teams$/)
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/tr/blog/atom.xml')
  }
})

test('en: an unknown post is the 404 page', async ({ visit, page }) => {
  await visit('/en/blog/no-such-post', { status: 404 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something gone wrong!')
})

test('de: each language has an RSS and an Atom feed of its posts, linked from the blog', async ({ page, request, visit }) => {
  await visit('/de/blog/grid')
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/de/blog/rss.xml')
  await expect(page.getByRole('main').getByRole('link', { name: say('de', 'RSS feed') })).toHaveAttribute('href', '/de/blog/rss.xml')
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
  await page.getByRole('button', { name: say('tr', 'Search') }).click()
  const dialog = page.getByRole('dialog', { name: say('tr', 'Search the site') })
  // Typed without Turkish letters.
  await dialog.getByRole('combobox', { name: say('tr', 'Search the site') }).fill('veri ambari')
  await expect(dialog.getByRole('option', { name: /Orta ölçekli üreticiler için veri ambarı/ })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/tr\/blog\/a-data-warehouse-for-mid-sized-manufacturers$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orta ölçekli üreticiler için veri ambarı on soruyla başlar')
})
