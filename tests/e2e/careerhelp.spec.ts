import type { Lang } from '../../src/lib/languages'
import { say } from './catalogs'
import { escapeRegExp, expect, test } from './fixtures'

// The job page and the help article page show the item their search param names: `?job=`, `?article=`.
// What they show without one (every opening, every article) and the help center's categories are
// checked in every language without a browser (tests/unit/pages/careerhelp.test.tsx). The jobs'
// and articles' own words are content (locales/<lang>/content), not catalog messages.

/** A message whose part is tagged (<0>…</0>), as the page reads it. */
function plain(lang: Lang, message: string, values: Record<string, unknown>) {
  return say(lang, message, values).replace(/<\/?\d+>/g, '')
}

function readMore(lang: Lang, title: string) {
  return plain(lang, 'Read more about <0>{title}</0>', { title })
}

test('en: the job page without a job offers every opening, and each opens with its own title and JobPosting', async ({ page, visit, expectAccessible }) => {
  await visit('/en/career/single')
  const main = page.getByRole('main')
  await main.getByRole('link', { name: readMore('en', 'Senior frontend developer (React)') }).click()
  await expect(page).toHaveURL('/en/career/single?job=frontend-developer')
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

  // A shared link opens the opening on a fresh load, with its head.
  await visit('/en/career/single?job=backend-developer')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Backend developer (.NET)')
  await expect(page).toHaveTitle(/^Backend developer \(\.NET\) \| /)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/career\/single\?job=backend-developer$/)
  const postings = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(postings.map((text) => JSON.parse(text) as Record<string, unknown>)).toContainEqual(
    expect.objectContaining({ '@type': 'JobPosting', title: 'Backend developer (.NET)', datePosted: '2026-10-19', employmentType: 'FULL_TIME' }),
  )

  await main.getByRole('link', { name: say('en', 'All open positions') }).click()
  await expect(page).toHaveURL('/en/career')
})

test('en, tr, de: an unknown or malformed ?job= shows a translated not-found state with the way back, in every language', async ({ page, visit, expectAccessible }) => {
  const main = page.getByRole('main')
  const cases = [
    { lang: 'en', path: '/en/career/single?job=data-engineer' },
    { lang: 'tr', path: '/tr/career/single?job=12' },
    { lang: 'de', path: '/de/career/single?job=Backend%20Developer' },
  ] as const
  for (const { lang, path } of cases) {
    await visit(path)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(say(lang, 'We could not find this opening'))
    await expect(main.getByRole('link', { name: say(lang, 'All open positions') })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(say(lang, 'Opening not found'))} \\| `))
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  }
  await expectAccessible({ within: 'main' })
  // The openings are listed right there.
  await main.getByRole('link', { name: readMore('de', 'Backend-Entwickler (m/w/d) für .NET') }).click()
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Backend-Entwickler (m/w/d) für .NET')
})

test('en: a help article leads to its neighbours in its category, and the help center lists it under that category', async ({ page, visit, expectAccessible }) => {
  await visit('/en/help/center')
  const main = page.getByRole('main')
  const shopping = main.getByRole('region', { name: say('en', 'The demo shop') })
  await shopping.getByRole('link', { name: 'Paying for your order' }).click()
  await expect(page).toHaveURL('/en/help/detail?article=paying-for-your-order')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Paying for your order')
  await expect(main.getByText(plain('en', 'Updated <0>{updated}</0>', { updated: 'November 16, 2026' }))).toBeVisible()
  await expect(page).toHaveTitle(/^Paying for your order \| /)
  const more = main.getByRole('navigation', { name: say('en', 'More in {category}', { category: say('en', 'The demo shop') }) })
  await expect(more.getByRole('link', { name: new RegExp(`^${escapeRegExp(say('en', 'Previous article'))}`) })).toContainText('Placing an order in the demo shop')
  await expectAccessible({ within: 'main' })

  await more.getByRole('link', { name: new RegExp(`^${escapeRegExp(say('en', 'Next article'))}`) }).click()
  await expect(page).toHaveURL('/en/help/detail?article=returns-and-cancellations')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Returns and cancellations')
  // The last article of its category leads on to none of the next category.
  await expect(more.getByRole('link', { name: new RegExp(`^${escapeRegExp(say('en', 'Next article'))}`) })).toHaveCount(0)

  await main.getByRole('link', { name: say('en', 'All help articles') }).click()
  await expect(page).toHaveURL('/en/help/center')
})

test('en, tr, de: an unknown help article says so in every language, and offers them all', async ({ page, visit }) => {
  const main = page.getByRole('main')
  const cases = [
    { lang: 'en', path: '/en/help/detail?article=shipping-to-mars' },
    { lang: 'tr', path: '/tr/help/detail?article=' },
    { lang: 'de', path: '/de/help/detail?article=%5B1%5D' },
  ] as const
  for (const { lang, path } of cases) {
    await visit(path)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(say(lang, 'We could not find this article'))
    await expect(main.getByRole('link', { name: say(lang, 'All help articles') })).toBeVisible()
  }
  await main.getByRole('link', { name: 'Ihre Daten und Ihr Datenschutz' }).click()
  await expect(page).toHaveURL('/de/help/detail?article=your-data-and-privacy')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Ihre Daten und Ihr Datenschutz')
})
