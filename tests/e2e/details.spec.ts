import type { Page } from '@playwright/test'
import { PRODUCT_NAMES } from '../../src/site/product-line'
import { say } from './catalogs'
import { expect, test } from './fixtures'

/**
 * Finishing details a browser has to lay out or render: small upper-case labels and figure cards.
 * Their texts come from the catalogs (say), the product's name from the product line.
 */

test('tr, en: a kicker keeps a product name spelt as it is, in Turkish too', async ({ page, visit }) => {
  const field = PRODUCT_NAMES.field
  for (const [lang, shown] of [
    // Turkish upper-casing would write "STORM FİELD": a Turkish label keeps its case.
    ['tr', say('tr', '{APP}: the field-service app', { APP: field })],
    ['en', say('en', '{APP}: the field-service app', { APP: field }).toUpperCase()],
  ] as const) {
    await visit(`/${lang}/demos/mobile-app`)
    const kicker = page.getByRole('main').getByText(say(lang, '{APP}: the field-service app', { APP: field }))
    await expect(kicker).toHaveCount(1)
    expect(await kicker.evaluate((element: HTMLElement) => element.innerText)).toBe(shown)
  }
})

/** For each row of figure cards in the page's description lists, the figures' tops and the labels' heights. */
async function figureRows(page: Page) {
  const lists = page.locator('main dl')
  const found: { figures: number[]; labels: number[] }[] = []
  for (let index = 0; index < (await lists.count()); index += 1) {
    const list = lists.nth(index)
    // A part below the fold is laid out once it nears the screen.
    await list.scrollIntoViewIfNeeded()
    const rows = await list.evaluate((element) => {
      const byTop = new Map<number, { figures: number[]; labels: number[] }>()
      for (const card of element.children) {
        const figure = card.querySelector(':scope > dd')
        const label = card.querySelector(':scope > dt')
        if (figure === null || label === null) continue
        const top = Math.round(card.getBoundingClientRect().top)
        const row = byTop.get(top) ?? { figures: [], labels: [] }
        row.figures.push(Math.round(figure.getBoundingClientRect().top))
        row.labels.push(Math.round(label.getBoundingClientRect().height))
        byTop.set(top, row)
      }
      return [...byTop.values()].filter((row) => row.figures.length > 1)
    })
    found.push(...rows)
  }
  return found
}

test('de: in a row of figure cards every figure sits at the same height, however many lines its label takes', async ({ page, visit }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  let wrapped = 0
  for (const path of ['/de', '/de/demos/finance-consulting']) {
    await visit(path)
    const rows = await figureRows(page)
    expect(rows.length, path).toBeGreaterThan(0)
    for (const row of rows) {
      expect(new Set(row.figures).size, `${path}: figures at ${row.figures.join(', ')}`).toBe(1)
      if (new Set(row.labels).size > 1) wrapped += 1
    }
  }
  // The check means something only where a label takes more lines than its neighbours.
  expect(wrapped).toBeGreaterThan(0)
})
