import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * SPEC.md §9: the logo carousels advance every 3 s. The page's clock is Playwright's (installed
 * before the page loads, flowing as usual until a test moves it on): a test runs the clock past
 * a step instead of waiting for it.
 */
const PAST_ONE_STEP_MS = 4000

/** The label of the leftmost slide the visitor sees in a carousel: what moving changes. */
async function firstVisibleSlide(region: Locator, slide: string): Promise<string> {
  return region.evaluate((root, selector) => {
    const box = root.getBoundingClientRect()
    const visible = [...root.querySelectorAll(selector)]
      .map((element) => ({ element, left: element.getBoundingClientRect().left }))
      .filter(({ left }) => left >= box.left - 2 && left < box.right)
      .sort((a, b) => a.left - b.left)
    const first = visible[0]?.element
    return first?.getAttribute('aria-label') ?? first?.querySelector('img')?.getAttribute('alt') ?? first?.querySelector('[role="img"]')?.getAttribute('aria-label') ?? ''
  }, slide)
}

async function expectToAdvance(page: Page, region: Locator, slide: string): Promise<void> {
  // Embla, loaded once the carousel is in view, has taken the row over (it moves the row).
  await expect(region.locator('ul')).toHaveAttribute('style', /transform/)
  const before = await firstVisibleSlide(region, slide)
  await page.clock.runFor(PAST_ONE_STEP_MS)
  await expect.poll(() => firstVisibleSlide(region, slide), { message: 'the carousel advances' }).not.toBe(before)
}

async function expectToStayStill(page: Page, region: Locator, slide: string): Promise<void> {
  // A move already under way ends first (about 300 ms).
  await page.clock.runFor(500)
  const before = await firstVisibleSlide(region, slide)
  await page.clock.runFor(PAST_ONE_STEP_MS)
  expect(await firstVisibleSlide(region, slide), 'the carousel stays where it was').toBe(before)
}

// The home page and the contact page show the same carousel component (on contact with more logos
// in view and no loop): both advance by themselves; the pause button is tried on one, the pointer
// on the other.
test.describe('client logos', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install()
  })

  test('en: advance by themselves, stop on the pause button and play again (home)', async ({ page, visit }) => {
    await visit('/en')
    const region = page.getByRole('region', { name: 'Our clients' })
    const firstLogo = await region.getByRole('listitem').first().elementHandle()
    await region.scrollIntoViewIfNeeded()
    await page.mouse.move(0, 0)
    await expectToAdvance(page, region, 'li')
    // Embla moves the row that was on the page; it does not draw a new one in its place.
    expect(await firstLogo?.evaluate((node) => node.isConnected)).toBe(true)

    await region.getByRole('button', { name: 'Pause the logo carousel' }).click()
    // The click leaves the pointer over the carousel, which pauses it too: move it away.
    await page.mouse.move(0, 0)
    await region.getByRole('button', { name: 'Play the logo carousel' }).blur()
    await expectToStayStill(page, region, 'li')

    await region.getByRole('button', { name: 'Play the logo carousel' }).click()
    await region.getByRole('button', { name: 'Pause the logo carousel' }).blur()
    await page.mouse.move(0, 0)
    await expectToAdvance(page, region, 'li')
  })

  test('en: stop while the pointer is on them and go on when it leaves (contact)', async ({ page, visit }) => {
    await visit('/en/contact')
    const region = page.getByRole('region', { name: 'Our clients' })
    await region.scrollIntoViewIfNeeded()
    await page.mouse.move(0, 0)
    await expectToAdvance(page, region, 'li')

    await region.locator('ul').hover()
    await expectToStayStill(page, region, 'li')

    await page.mouse.move(0, 0)
    await expectToAdvance(page, region, 'li')
  })
})

test.describe('with external media allowed', () => {
  // The news come through a third-party proxy: only with the visitor's consent (issue 14).
  test.use({ consent: { statistics: false, externalMedia: true } })

  test('en: next and previous move the news slider', async ({ page, visit }) => {
    await visit('/en')
    const news = page.getByRole('region', { name: 'News' })
    test.slow()
    // The section loads its feed once its place nears the viewport.
    await page.evaluate(async () => {
      for (let y = 0; y <= document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y)
        await new Promise((resolve) => requestAnimationFrame(resolve))
      }
    })
    await news.scrollIntoViewIfNeeded()
    // Hovering the slider pauses its autoplay, so only the buttons move it.
    await news.hover()
    await expect.poll(() => firstVisibleSlide(news, '[role="group"]')).toBe('1 of 5')

    await news.getByRole('button', { name: 'Next news' }).click()
    await expect.poll(() => firstVisibleSlide(news, '[role="group"]')).toBe('2 of 5')
    await news.getByRole('button', { name: 'Next news' }).click()
    await expect.poll(() => firstVisibleSlide(news, '[role="group"]')).toBe('3 of 5')
    await news.getByRole('button', { name: 'Previous news' }).click()
    await expect.poll(() => firstVisibleSlide(news, '[role="group"]')).toBe('2 of 5')
  })
})
