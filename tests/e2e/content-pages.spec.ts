import type { Lang } from '../../src/lib/languages'
import { say } from './catalogs'
import { expect, test } from './fixtures'
import { recordFetchBodies, sentBodies } from './scenarios'

// What a job's page and a help article's page show (its sections, its steps, the way to apply) is
// checked in every language without a browser (tests/unit/pages/content-pages.test.tsx); here,
// reaching them by their links and by their address alone. The items' titles are content (locales/<lang>/content), not catalog messages.

/** A career page's link to a job: a message whose tagged part is the job's title. */
function readMore(lang: Lang, title: string) {
  return say(lang, 'Read more about <0>{title}</0>', { title }).replace(/<\/?\d+>/g, '')
}

test.describe('career and help center link to their items', () => {
  test('de: a job on the career page opens that job on its own page', async ({ page, visit }) => {
    await visit('/de/career')
    await page.getByRole('link', { name: readMore('de', 'Backend-Entwickler (m/w/d) für .NET') }).click()
    await expect(page).toHaveURL('/de/career/backend-developer')
    const job = page.getByRole('article', { name: 'Backend-Entwickler (m/w/d) für .NET' })
    await expect(job.getByRole('link', { name: say('de', 'Apply by email') })).toBeVisible()
  })

  test('tr, en: an article of the help center opens that article, also as a link of its own', async ({ page, visit }) => {
    await visit('/tr/help/center')
    await page.getByRole('link', { name: 'Siparişinizin ödemesi' }).click()
    await expect(page).toHaveURL('/tr/help/paying-for-your-order')
    await expect(page.getByRole('article', { name: 'Siparişinizin ödemesi' }).getByRole('listitem')).not.toHaveCount(0)

    // The address alone opens the article on a fresh load too.
    await visit('/en/help/paying-for-your-order')
    await expect(page.getByRole('article', { name: 'Paying for your order' }).getByRole('heading', { level: 2 })).not.toHaveCount(0)
  })
})

// The pricing page: what it shows from the plans (products, prices per language, the FAQ) is
// checked without a browser (tests/unit/pages/pricing.test.tsx); here, the switch, a plan's way to
// the request form, and the comparison on a phone.
const CONTACT_API = /\/api\/v1\/Site\/ContactForm\/Create$/

test.describe('pricing', () => {
  test('en: the yearly switch shows each plan\'s yearly price and saving; a plan\'s button opens the request form with it, which sends it', async ({ page, visit }) => {
    await recordFetchBodies(page, CONTACT_API)
    await visit('/en/pricing')
    const business = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Business', exact: true }) })
    await expect(business).toContainText('$149')
    await expect(business).toContainText('Most chosen')
    await page.getByRole('group', { name: 'Billing period' }).getByRole('button', { name: say('en', '{months, plural, one {Yearly (# month free)} other {Yearly (# months free)}}', { months: 2 }) }).click()
    await expect(business).toContainText('$1,490')
    await expect(business.getByText(say('en', 'You save {amount} a year ({share})', { amount: '$298', share: '17%' }))).toBeVisible()

    await business.getByRole('link', { name: say('en', 'Choose {name}', { name: 'Business' }) }).click()
    await expect(page).toHaveURL('/en/pricing?plan=business#plan-request')
    const form = page.getByRole('form', { name: say('en', 'Request your plan') })
    await expect(form).toBeInViewport()
    await expect(form.getByRole('radio', { name: 'Business', exact: true })).toBeChecked()
    await form.getByLabel(say('en', 'Full name')).fill('Ayşe Demir')
    await form.getByLabel(say('en', 'Work email')).fill('ayse@ege-makina.example')
    await form.getByLabel(say('en', 'Company')).fill('Ege Makina')
    await form.getByRole('button', { name: say('en', 'Request the plan') }).click()
    await expect(page.getByText(say('en', 'Plan requested'), { exact: true })).toBeVisible()
    const last = JSON.parse((await sentBodies(page)).at(-1) ?? 'null') as { Message?: string } | null
    expect(last?.Message).toBe(say('en', 'Plan requested: {choice}', { choice: 'Business' }))
  })

  test('tr: on a phone each plan is a card with every product and limit, clear of the back-to-top button, on a page no wider than the screen', async ({ page, visit }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await visit('/tr/pricing')
    const cards = page.getByRole('list', { name: say('tr', 'Features included in each plan') })
    await expect(cards.getByRole('listitem')).toHaveCount(3)
    await expect(page.getByRole('table', { name: say('tr', 'Features included in each plan') })).toBeHidden()
    const starter = cards.getByRole('listitem').first()
    await expect(starter).toContainText(say('tr', 'Starter'))
    // The smallest plan names what it includes, and says in words what it does not.
    await expect(starter.getByText('Storm Field')).toBeVisible()
    await expect(starter.getByText(say('tr', 'Not included'))).toHaveCount(6)
    await expect(starter.getByText(say('tr', 'Included'), { exact: true })).not.toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await starter.scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 200)
    const button = page.getByRole('button', { name: say('tr', 'Back to top') })
    await expect(button).toBeVisible()
    const box = await button.boundingBox()
    const words = await cards.evaluate((list) => [...list.querySelectorAll('dt, dd, p')].map((cell) => cell.getBoundingClientRect().right))
    expect(box).not.toBeNull()
    for (const right of words) expect(right).toBeLessThanOrEqual(box?.x ?? 0)
  })

  test('de: a plan\'s button on Storm Plan\'s page opens the pricing page\'s request form with that plan chosen', async ({ page, visit }) => {
    await visit('/de/saas/v1')
    await page.getByRole('link', { name: say('de', 'Choose {name}', { name: 'Business' }) }).click()
    await expect(page).toHaveURL('/de/pricing?plan=business#plan-request')
    const form = page.getByRole('form', { name: say('de', 'Request your plan') })
    await expect(form).toBeInViewport()
    await expect(form.getByRole('radio', { name: 'Business', exact: true })).toBeChecked()
  })
})
