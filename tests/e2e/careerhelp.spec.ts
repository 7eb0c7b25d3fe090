import { expect, test } from './fixtures'

// The job page and the help article page show the item their search param names: `?job=`, `?article=`.

test('en: the job page without a job offers every opening, and each opens with its own title and JobPosting', async ({ page, visit, expectAccessible }) => {
  await visit('/en/career/single')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Job details')
  await expect(main.getByRole('link', { name: /^Read more about/ })).toHaveCount(2)

  await main.getByRole('link', { name: 'Read more about Senior frontend developer (React)' }).click()
  await expect(page).toHaveURL('/en/career/single?job=frontend-developer')
  const job = main.getByRole('article', { name: 'Senior frontend developer (React)' })
  await expect(job.getByText('Eskişehir · Remote')).toBeVisible()
  await expect(job.getByText('November 2, 2026')).toBeVisible()
  await expect(job.getByRole('heading', { level: 2, name: 'What you will do' })).toBeVisible()
  await expect(job.getByRole('link', { name: 'Apply by email' })).toHaveAttribute(
    'href',
    `mailto:kariyer@stormyazilim.com.tr?subject=${encodeURIComponent('Application: Senior frontend developer (React)')}`,
  )
  await expect(job.getByRole('link', { name: 'Questions first? Contact us' })).toHaveAttribute('href', '/en/contact')
  await expect(page).toHaveTitle(/^Senior frontend developer \(React\) \| /)
  await expectAccessible({ within: 'main' })

  // A shared link opens the opening on a fresh load, with its head.
  await visit('/en/career/single?job=backend-developer')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Backend developer (.NET)')
  await expect(page).toHaveTitle(/^Backend developer \(\.NET\) \| /)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/career\/single\?job=backend-developer$/)
  const postings = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(postings.map((text) => JSON.parse(text) as Record<string, unknown>)).toContainEqual(
    expect.objectContaining({ '@type': 'JobPosting', title: 'Backend developer (.NET)', datePosted: '2026-10-19', employmentType: 'FULL_TIME' }),
  )

  await main.getByRole('link', { name: 'All open positions' }).click()
  await expect(page).toHaveURL('/en/career')
})

test('en, tr, de: an unknown or malformed ?job= shows a translated not-found state with the way back, in every language', async ({ page, visit, expectAccessible }) => {
  const main = page.getByRole('main')
  const cases = [
    { path: '/en/career/single?job=data-engineer', heading: 'We could not find this opening', back: 'All open positions', title: /^Opening not found \| / },
    { path: '/tr/career/single?job=12', heading: 'Bu pozisyonu bulamadık', back: 'Tüm açık pozisyonlar', title: /^Pozisyon bulunamadı \| / },
    { path: '/de/career/single?job=Backend%20Developer', heading: 'Diese Stelle haben wir nicht gefunden', back: 'Alle offenen Stellen', title: /^Stelle nicht gefunden \| / },
  ]
  for (const { path, heading, back, title } of cases) {
    await visit(path)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(main.getByRole('link', { name: back })).toBeVisible()
    await expect(page).toHaveTitle(title)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  }
  await expectAccessible({ within: 'main' })
  // The openings are listed right there.
  await main.getByRole('link', { name: 'Mehr über Backend-Entwickler/in (.NET)' }).click()
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Backend-Entwickler/in (.NET)')
})

test('en: a help article leads to its neighbours in its category, and the help center lists it under that category', async ({ page, visit, expectAccessible }) => {
  await visit('/en/help/center')
  const main = page.getByRole('main')
  const shopping = main.getByRole('region', { name: 'Shopping and orders' })
  await expect(shopping.getByRole('link')).toHaveCount(3)
  await expect(main.getByRole('region', { name: 'Your account' }).getByRole('link')).toHaveCount(3)

  await shopping.getByRole('link', { name: 'Paying for your order' }).click()
  await expect(page).toHaveURL('/en/help/detail?article=paying-for-your-order')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Paying for your order')
  await expect(main.getByText('Updated November 16, 2026')).toBeVisible()
  await expect(page).toHaveTitle(/^Paying for your order \| /)
  const more = main.getByRole('navigation', { name: 'More in Shopping and orders' })
  await expect(more.getByRole('link', { name: /^Previous article/ })).toContainText('Placing an order in the demo shop')
  await expectAccessible({ within: 'main' })

  await more.getByRole('link', { name: /^Next article/ }).click()
  await expect(page).toHaveURL('/en/help/detail?article=returns-and-cancellations')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Returns and cancellations')
  // The last article of its category leads on to none of the next category.
  await expect(more.getByRole('link', { name: /^Next article/ })).toHaveCount(0)

  await main.getByRole('link', { name: 'All help articles' }).click()
  await expect(page).toHaveURL('/en/help/center')
})

test('de, en, tr: the help article page without an article offers them all, and an unknown one says so in every language', async ({ page, visit }) => {
  const main = page.getByRole('main')
  await visit('/de/help/detail')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Hilfeartikel')
  await expect(main.getByRole('link', { name: 'Ihre Bestellung bezahlen' })).toBeVisible()

  const cases = [
    { path: '/en/help/detail?article=shipping-to-mars', heading: 'We could not find this article', back: 'All help articles' },
    { path: '/tr/help/detail?article=', heading: 'Bu makaleyi bulamadık', back: 'Tüm yardım makaleleri' },
    { path: '/de/help/detail?article=%5B1%5D', heading: 'Diesen Artikel haben wir nicht gefunden', back: 'Alle Hilfeartikel' },
  ]
  for (const { path, heading, back } of cases) {
    await visit(path)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(main.getByRole('link', { name: back })).toBeVisible()
  }
  await main.getByRole('link', { name: 'Ihre Daten und Ihr Datenschutz' }).click()
  await expect(page).toHaveURL('/de/help/detail?article=your-data-and-privacy')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Ihre Daten und Ihr Datenschutz')
})
