import type { Lang } from '../../src/lib/languages'
import { say } from './catalogs'
import { escapeRegExp, expect, test, waitForHydration } from './fixtures'

// Each opening and each help article has its own prerendered page: `/career/<slug>`, `/help/<slug>`.
// What the lists and the item pages show from their data is checked in every language without a
// browser (tests/unit/pages/careerhelp.test.tsx, content-pages.test.tsx); here, the journeys, the
// head in the browser and the old `?job=` / `?article=` addresses on the static host. The jobs' and
// articles' own words are content (locales/<lang>/content), not catalog messages.

/** A message whose part is tagged (<0>…</0>), as the page reads it. */
function plain(lang: Lang, message: string, values: Record<string, unknown>) {
  return say(lang, message, values).replace(/<\/?\d+>/g, '')
}

function readMore(lang: Lang, title: string) {
  return plain(lang, 'Read more about <0>{title}</0>', { title })
}

test('en: the career page leads to each opening at its own address, with its own title and JobPosting', async ({ page, visit, expectAccessible }) => {
  await visit('/en/career')
  const main = page.getByRole('main')
  await main.getByRole('link', { name: readMore('en', 'Senior frontend developer (React)') }).click()
  await expect(page).toHaveURL('/en/career/frontend-developer')
  const job = main.getByRole('article', { name: 'Senior frontend developer (React)' })
  await expect(job.getByText('Eskişehir · Remote')).toBeVisible()
  await expect(job.getByText('November 2, 2026')).toBeVisible()
  await expect(job.getByRole('heading', { level: 2, name: 'What you will do' })).toBeVisible()
  await expect(job.getByRole('link', { name: say('en', 'Apply by email') })).toHaveAttribute(
    'href',
    `mailto:kariyer@stormyazilim.com.tr?subject=${encodeURIComponent(say('en', 'Application: {title}', { title: 'Senior frontend developer (React)' }))}`,
  )
  await expect(job.getByRole('link', { name: say('en', 'Questions first? Contact us') })).toHaveAttribute('href', '/en/contact')
  await expect(page).toHaveTitle(/^Senior frontend developer \(React\) \| /)
  await expectAccessible({ within: 'main' })

  // A shared link opens the opening's prerendered page, with its head.
  await visit('/en/career/backend-developer')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Backend developer (.NET)')
  await expect(page).toHaveTitle(/^Backend developer \(\.NET\) \| /)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/career\/backend-developer$/)
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/career\/backend-developer$/)
  const postings = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(postings.map((text) => JSON.parse(text) as Record<string, unknown>)).toContainEqual(
    expect.objectContaining({ '@type': 'JobPosting', title: 'Backend developer (.NET)', datePosted: '2026-10-19', validThrough: '2027-01-31', employmentType: 'FULL_TIME' }),
  )

  await main.getByRole('link', { name: say('en', 'All open positions') }).click()
  await expect(page).toHaveURL('/en/career')
})

test('en: a help article leads to its neighbours in its category, and the help center lists it under that category', async ({ page, visit, expectAccessible }) => {
  await visit('/en/help/center')
  const main = page.getByRole('main')
  const shopping = main.getByRole('region', { name: say('en', 'The demo shop') })
  await shopping.getByRole('link', { name: 'Paying for your order' }).click()
  await expect(page).toHaveURL('/en/help/paying-for-your-order')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Paying for your order')
  await expect(main.getByText(plain('en', 'Updated <0>{updated}</0>', { updated: 'November 16, 2026' }))).toBeVisible()
  await expect(page).toHaveTitle(/^Paying for your order \| /)
  const more = main.getByRole('navigation', { name: say('en', 'More in {category}', { category: say('en', 'The demo shop') }) })
  await expect(more.getByRole('link', { name: new RegExp(`^${escapeRegExp(say('en', 'Previous article'))}`) })).toContainText('Placing an order in the demo shop')
  await expectAccessible({ within: 'main' })

  await more.getByRole('link', { name: new RegExp(`^${escapeRegExp(say('en', 'Next article'))}`) }).click()
  await expect(page).toHaveURL('/en/help/returns-and-cancellations')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Returns and cancellations')
  // The last article of its category leads on to none of the next category.
  await expect(more.getByRole('link', { name: new RegExp(`^${escapeRegExp(say('en', 'Next article'))}`) })).toHaveCount(0)

  await main.getByRole('link', { name: say('en', 'All help articles') }).click()
  await expect(page).toHaveURL('/en/help/center')
})

test('en, tr, de: a job or help article no one wrote is the 404 page, in every language', async ({ page, visit }) => {
  for (const [lang, path] of [
    ['en', '/en/career/data-engineer'],
    ['tr', '/tr/help/shipping-to-mars'],
    ['de', '/de/career/12'],
  ] as const) {
    await visit(path, { status: 404 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say(lang, 'Something gone wrong!'))
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  }
})

test('en, tr, de: the old ?job= and ?article= addresses lead to the item’s own page, or without a usable name to the list', async ({ page, allowProblem }) => {
  const main = page.getByRole('main')
  const cases = [
    { from: '/en/career/single?job=backend-developer', to: '/en/career/backend-developer', heading: 'Backend developer (.NET)' },
    { from: '/de/help/detail?article=your-data-and-privacy', to: '/de/help/your-data-and-privacy', heading: 'Ihre Daten und Ihr Datenschutz' },
    { from: '/tr/career/single', to: '/tr/career', heading: say('tr', 'Careers') },
    { from: '/de/career/single?job=Backend%20Developer', to: '/de/career', heading: say('de', 'Careers') },
    { from: '/en/help/detail?article=', to: '/en/help/center', heading: say('en', 'Help center') },
    { from: '/tr/help/detail?article=%5B1%5D', to: '/tr/help/center', heading: say('tr', 'Help center') },
  ]
  for (const { from, to, heading } of cases) {
    // The static host serves the old address's prerendered page, whose script moves on at once.
    await page.goto(from)
    await expect(page).toHaveURL(to)
    await waitForHydration(page)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
  // A name no item has: that address's 404 page.
  await page.goto('/en/help/detail?article=shipping-to-mars')
  await expect(page).toHaveURL('/en/help/shipping-to-mars')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('en', 'Something gone wrong!'))
  // The 404 status is what the host answers there, on purpose.
  allowProblem(/^HTTP 404: GET .*\/en\/help\/shipping-to-mars$/)
  allowProblem(/^console\.error: Failed to load resource: the server responded with a status of 404/)
})
