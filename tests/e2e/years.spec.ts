import { FOUNDING_YEAR } from '../../src/features/home/lib/company'
import { expect, test } from './fixtures'

test('en: on 1 January after the build the years come from the visitor’s clock, with no hydration mismatch', async ({ page, request, visit }) => {
  // The prerendered footer holds the year of the build.
  const html = await (await request.get('/en')).text()
  const buildYear = Number(/© (\d{4}) Storm Yazılım/.exec(html)?.[1])
  expect(buildYear).toBeGreaterThan(2000)
  expect(html).toContain(`>${buildYear - FOUNDING_YEAR}<`)

  const nextYear = buildYear + 1
  await page.clock.setFixedTime(new Date(nextYear, 0, 1, 0, 0, 30))
  // The visit fails on any hydration warning or console error.
  await visit('/en')
  await expect(page.getByRole('contentinfo')).toContainText(`© ${nextYear} Storm Yazılım`)
  const years = page.getByRole('term').filter({ hasText: 'Years of experience' }).locator('xpath=..').getByRole('definition')
  await expect(years).toContainText(String(nextYear - FOUNDING_YEAR))
})
