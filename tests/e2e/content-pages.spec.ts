import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** The item the visitor landed on is at the top of the window, below the sticky header, with the page scrolled to it. */
async function expectLandedOn(page: Page, item: Locator): Promise<void> {
  await expect(item).toBeInViewport()
  await expect.poll(async () => (await item.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0)
  await expect.poll(async () => (await item.boundingBox())?.y ?? Infinity).toBeLessThan(150)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
}

test.describe('career and help center link to their items', () => {
  test.use({ viewport: { width: 1280, height: 720 } })

  test('a job on the career page opens that job on the job page', async ({ page, visit }) => {
    await visit('/de/career')
    await page.getByRole('link', { name: 'Mehr über Backend-Entwickler/in (.NET)' }).click()
    await expect(page).toHaveURL('/de/career/single#backend-developer')
    const job = page.getByRole('article', { name: 'Backend-Entwickler/in (.NET)' })
    await expectLandedOn(page, job)
    await expect(job.getByRole('link', { name: 'kariyer@stormyazilim.com.tr' })).toBeVisible()
  })

  test('an article of the help center opens that article, also as a link of its own', async ({ page, visit }) => {
    await visit('/tr/help/center')
    await page.getByRole('link', { name: 'Muhasebe yazılımınızı bağlamak' }).click()
    await expect(page).toHaveURL('/tr/help/detail#integrations')
    const article = page.getByRole('article', { name: 'Muhasebe yazılımınızı bağlamak' })
    await expectLandedOn(page, article)
    await expect(article.getByRole('listitem')).not.toHaveCount(0)

    // The prerendered page carries the anchor: a shared link lands there on a fresh load too.
    await visit('/en/help/detail#integrations')
    await expectLandedOn(page, page.getByRole('article', { name: 'Connecting your accounting software' }))
  })
})
