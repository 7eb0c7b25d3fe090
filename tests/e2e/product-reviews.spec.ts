import type { Locator, Page } from '@playwright/test'
import { DEMO_ACCOUNT, DEMO_USER } from '../../mocks/fixtures/account'
import { LANGUAGES, LOCALE_TAGS, type Lang } from '../../src/lib/languages'
import { say, sayAll } from './catalogs'
import { expect, test } from './fixtures'
import { useScenario } from './scenarios'

/** The product page's reviews as a visitor reads them, by their English sources (locales/<lang>/shop.po). */
function textsOf(lang: Lang) {
  const { intl } = LOCALE_TAGS[lang]
  return {
    ...sayAll(lang, { reviews: 'Customer reviews', byRating: 'Reviews by rating', more: 'More reviews', previous: 'Previous reviews' }),
    stars: (stars: number, count: number) =>
      say(lang, '{count, plural, one {{rating} out of 5, # review} other {{rating} out of 5, # reviews}}', { count, rating: new Intl.NumberFormat(intl, { maximumFractionDigits: 1 }).format(stars) }),
    page: (listedPage: number, pages: number) => say(lang, 'Reviews, page {listedPage} of {pages}', { listedPage, pages }),
    /** A review's day (its `datetime`) as the page's language writes it: "July 9, 2026", "9. Juli 2026". */
    day: (datetime: string) => new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${datetime}T00:00:00Z`)),
  }
}
const TEXT = { tr: textsOf('tr'), en: textsOf('en'), de: textsOf('de') } satisfies Record<Lang, unknown>

const HOODIE = '/en/shop/single/storm-hoodie'

/** The reviews section, scrolled to: its contents load when it nears the viewport. */
async function reviewsOf(page: Page, name: string): Promise<Locator> {
  const section = page.getByRole('region', { name })
  await section.scrollIntoViewIfNeeded()
  return section
}

/** Signs in on the sign-in page the product's link opened; the page comes back to the product. */
async function signInFromProduct(page: Page): Promise<void> {
  const section = await reviewsOf(page, TEXT.en.reviews)
  const link = section.getByRole('link', { name: 'Sign in to write a review' })
  await expect(link).toHaveAttribute('href', `/en/auth/sign-in?returnUrl=${encodeURIComponent(HOODIE)}`)
  await link.click()
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNT.email)
  await form.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`${HOODIE}/?$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Storm hoodie' })).toBeVisible()
}

for (const lang of LANGUAGES) {
  const text = TEXT[lang]
  test(`reviews (${lang}): the summary matches the stars, pages of five in the page's language`, async ({ page, visit }) => {
    await visit(`/${lang}/shop/single/storm-hoodie`)
    const section = await reviewsOf(page, text.reviews)
    await expect(section.getByText(text.stars(4.6, 128))).toBeVisible()
    await expect(section.getByRole('list', { name: text.byRating }).getByRole('listitem')).toHaveCount(5)
    const first = section.getByRole('list', { name: text.page(1, 26) })
    await expect(first.getByRole('article')).toHaveCount(5)
    const firstTitles = await first.getByRole('heading', { level: 3 }).allTextContents()
    const firstDays = await first.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
    // Each day written in the page's language, all in 2026.
    expect(await first.locator('time').allTextContents()).toEqual(firstDays.map(text.day))
    for (const day of firstDays) expect(day).toMatch(/^2026-\d{2}-\d{2}$/)

    await expect(section.getByRole('button', { name: text.previous })).toBeDisabled()
    await section.getByRole('button', { name: text.more }).click()
    const second = section.getByRole('list', { name: text.page(2, 26) })
    await expect(second.getByRole('article')).toHaveCount(5)
    // Newest first: the second page's reviews are older than the first's.
    const secondDays = await second.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
    expect(secondDays[0] ?? '').not.toBe('')
    expect((secondDays[0] ?? '') <= (firstDays.at(-1) ?? '')).toBe(true)
    // Focus moves to the new page of reviews, where reading goes on.
    await expect(section.locator('[tabindex="-1"]')).toBeFocused()
    await section.getByRole('button', { name: text.previous }).click()
    await expect(section.getByRole('list', { name: text.page(1, 26) }).getByRole('heading', { level: 3 })).toHaveText(firstTitles)
  })
}

test('en: reviews are not in the prerendered page: they load when the visitor scrolls to them', async ({ page, visit }) => {
  const requests: string[] = []
  page.on('request', (request) => {
    if (/\/Reviews\?/.test(request.url())) requests.push(request.url())
  })
  await visit(HOODIE)
  const html = await (await page.request.get(HOODIE)).text()
  expect(html).not.toContain('Reviews, page 1 of')
  await reviewsOf(page, TEXT.en.reviews)
  await expect(page.getByRole('list', { name: TEXT.en.page(1, 26) })).toBeVisible()
  expect(requests.some((url) => url.includes('lang=en') && url.includes('page=1'))).toBe(true)
})

test('en: signed out: a sign-in link that comes back to the product, where the review form then is', async ({ page, visit }) => {
  await visit(HOODIE)
  const section = await reviewsOf(page, TEXT.en.reviews)
  await expect(section.getByRole('form', { name: 'Write a review' })).toHaveCount(0)
  await signInFromProduct(page)
  const back = await reviewsOf(page, TEXT.en.reviews)
  await expect(back.getByRole('form', { name: 'Write a review' })).toBeVisible()
})

test('en: signed in: an invalid review says why, a valid one is published with a toast and shown first', async ({ page, visit, expectAccessible }) => {
  await visit(HOODIE)
  await signInFromProduct(page)
  const section = await reviewsOf(page, TEXT.en.reviews)
  const form = section.getByRole('form', { name: 'Write a review' })
  await form.getByRole('button', { name: 'Publish review' }).click()
  await expect(form.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible()
  await expect(form.getByText('Please give your review a title')).toBeVisible()
  await expect(form.getByRole('radio', { name: '1 star' })).toBeFocused()
  await expectAccessible({ within: '#reviews' })

  const group = form.getByRole('group', { name: 'Your rating' })
  await group.getByRole('radio', { name: '4 stars' }).check()
  await form.getByRole('textbox', { name: 'Title' }).fill('Warm on windy days')
  await form.getByRole('textbox', { name: 'Your review' }).fill('The hood stays up in the wind and the cotton is thick.')
  await form.getByRole('button', { name: 'Publish review' }).click()
  await expect(page.getByText('Your review of Storm hoodie is published.')).toBeVisible()
  const first = section.getByRole('list', { name: 'Reviews, page 1 of 26' }).getByRole('article').first()
  await expect(first.getByRole('heading', { name: 'Warm on windy days' })).toBeVisible()
  await expect(first).toContainText(DEMO_USER.name)
  await expect(first).toContainText('Rated 4 out of 5')
  await expect(section.getByText('4.6 out of 5, 129 reviews')).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('')
})

test('en: signed in: a review the service fails to store keeps everything typed and says so', async ({ page, visit, allowProblem }) => {
  await visit(HOODIE)
  await signInFromProduct(page)
  const section = await reviewsOf(page, TEXT.en.reviews)
  const form = section.getByRole('form', { name: 'Write a review' })
  await useScenario(page, 'reviewPostServerError')
  await form.getByRole('radio', { name: '2 stars' }).check()
  await form.getByRole('textbox', { name: 'Title' }).fill('Runs small')
  await form.getByRole('textbox', { name: 'Your review' }).fill('Order one size up; the sleeves are short.')
  await form.getByRole('button', { name: 'Publish review' }).click()
  await expect(page.getByText('Your review could not be sent. Your text is kept: please try again.')).toBeVisible()
  await expect(form.getByRole('radio', { name: '2 stars' })).toBeChecked()
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Runs small')
  await expect(form.getByRole('textbox', { name: 'Your review' })).toHaveValue('Order one size up; the sleeves are short.')
  allowProblem(/^HTTP 500: POST .*\/api\/v1\/Shop\/Products\/storm-hoodie\/Reviews$/)
  allowProblem(/^console\.error: (Failed to load resource|HTTPError|Request failed)/)
})

// What the breadcrumb and the related products list, in every language: tests/unit/pages/shop.test.tsx.
test('en: the breadcrumb and related products lead to real pages', async ({ page, visit }) => {
  await visit(HOODIE)
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await crumbs.getByRole('link', { name: 'All products' }).click()
  await expect(page).toHaveURL(/\/en\/shop\/grid\/?$/)
  await page.goBack()
  await crumbs.getByRole('link', { name: 'Shop' }).click()
  await expect(page).toHaveURL(/\/en\/shop\/index\/?$/)
  await page.goBack()

  const related = page.getByRole('list', { name: 'Related products' })
  await related.scrollIntoViewIfNeeded()
  await related.getByRole('link', { name: 'Linen shirt' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Linen shirt' })).toBeVisible()
  await expect(page).toHaveURL(/\/en\/shop\/single\/linen-shirt\/?$/)
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText('Linen shirt')
})
