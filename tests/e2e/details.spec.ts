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

/** The mean brightness (0–255) of what a locator shows on screen, read from its screenshot. */
async function brightness(page: Page, locator: ReturnType<Page['locator']>): Promise<number> {
  const png = (await locator.screenshot()).toString('base64')
  return page.evaluate(async (data) => {
    const image = new Image()
    image.src = `data:image/png;base64,${data}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.naturalWidth
    canvas.height = image.naturalHeight
    const context = canvas.getContext('2d')
    if (context === null) throw new Error('No 2D canvas')
    context.drawImage(image, 0, 0)
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data
    let sum = 0
    for (let index = 0; index < pixels.length; index += 4) sum += ((pixels[index] ?? 0) + (pixels[index + 1] ?? 0) + (pixels[index + 2] ?? 0)) / 3
    return sum / (pixels.length / 4)
  }, png)
}

test('en: the artwork is drawn for the theme the visitor chose, not only for the system setting', async ({ page, visit }) => {
  // The system is light; the visitor chose dark on the site.
  await page.emulateMedia({ colorScheme: 'light' })
  await page.addInitScript(() => window.localStorage.setItem('storm-theme', '"dark"'))
  const name = say('en', 'Storm Software dashboard with project, delivery and support figures')

  await visit('/en')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const dashboard = page.getByRole('img', { name })
  await expect(dashboard).toHaveAttribute('src', '/images/home/dashboard-en-dark.webp')
  await dashboard.scrollIntoViewIfNeeded()
  await expect.poll(() => dashboard.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  expect(await brightness(page, dashboard)).toBeLessThan(90)

  await visit('/en/demos/classic')
  const hero = page.locator('main img[src="/images/demos/classic/hero.svg"]')
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  expect(await brightness(page, hero)).toBeLessThan(90)

  // And light on the light theme.
  await page.addInitScript(() => window.localStorage.setItem('storm-theme', '"light"'))
  await visit('/en/demos/classic')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  expect(await brightness(page, hero)).toBeGreaterThan(170)
})
