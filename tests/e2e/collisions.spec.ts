import type { Page } from '@playwright/test'
import { DEMO_ACCOUNT } from '../../mocks/fixtures/account'
import { WISHLIST_STORAGE_KEY } from '../../src/features/shop/storage-keys'
import { LANGUAGES, type Lang } from '../../src/lib/languages'
import { ACCOUNT_PAGES, localPath } from '../../src/site/pages'
import { geometryScript, measureLayout, type Finding, type MeasureOptions } from './collision-measure'
import { expect, test } from './fixtures'
import { batches, LAYOUT_PAGES } from './layouts'

/**
 * Layouts that never collide (issue 29, item 1). On each distinct layout (layouts.ts `LAYOUT_PAGES`:
 * 67 of the 122 pages, 201 of the 366 in three languages) in each language, at 360, 390, 768, 1024
 * and 1366 px, a test fails when
 * - two visible text or control boxes overlap, neither holding the other;
 * - a header item's or a button's label wraps onto a second line;
 * - a control is under 24 × 24 px without the spacing that makes up for it (WCAG 2.2 SC 2.5.8; a
 *   link in running text is exempt);
 * and says on which page, at which widths, in which language, and which elements (a short selector
 * and the text of each). What the measuring leaves out, as unseen or layered on purpose:
 * collision-measure.ts. Besides the pages as a signed-out visitor sees them: the header and the
 * seven account pages signed in (a name in the header, the wishlist with products in it), and the
 * cart panel with the demo cart. Every page starts with the demo cart and a wishlist of three.
 *
 * Why one page per layout and not all 366: the copies of a layout (another product, post, story,
 * service) lay out the same boxes with other words, and the words that overflow (German compounds)
 * are what layout.spec.ts checks on every page. Cost: each page loads once per language and is
 * resized through the five widths in the same browser page, with one `page.evaluate` per width;
 * six pages per test, 42 tests. Motion is reduced, so that nothing is measured halfway through an
 * entrance (a timeline's milestones rise into place as they scroll in).
 */

const WIDTHS = [360, 390, 768, 1024, 1366] as const
const HEIGHT = 800
const WISHLIST = ['storm-hoodie', 'aurora-headphones', 'smart-watch'] as const
/** The header's cart button, holding the demo cart (locales/<lang>/messages.po). */
const CART: Record<Lang, string> = { tr: 'Sepet, 4 ürün', en: 'Cart, 4 items', de: 'Warenkorb, 4 Artikel' }

/** The findings of one test, each with the widths it shows at. */
class Findings {
  private readonly found = new Map<string, { where: string; finding: Finding; widths: number[] }>()

  async measure(page: Page, lang: Lang, path: string, options: MeasureOptions = {}): Promise<void> {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT })
      for (const finding of await page.evaluate(measureLayout, options)) {
        const where = `${path} (${lang})${options.within === undefined ? '' : ` in ${options.within}`}`
        const key = `${where} ${finding.kind} ${finding.elements.join(' ')}`
        const known = this.found.get(key)
        if (known === undefined) this.found.set(key, { where, finding, widths: [width] })
        // Several elements alike (the same button on three cards) are one finding.
        else if (!known.widths.includes(width)) known.widths.push(width)
      }
    }
  }

  /** One line each: page (language), widths, what, the elements. */
  list(): string[] {
    const what = { overlap: 'overlap', wraps: 'label wraps', small: 'target under 24 px' } as const
    return [...this.found.values()].map(({ where, finding, widths }) => `${where} at ${widths.join(', ')} px: ${what[finding.kind]}: ${finding.elements.join(' ↔ ')}`)
  }
}

/** Every test: the measuring code, reduced motion, a wishlist of three (the demo cart is there already). */
async function prepare(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.addInitScript({ content: geometryScript })
  await page.addInitScript(
    ([key, ids]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify(ids))
    },
    [WISHLIST_STORAGE_KEY, WISHLIST] as const,
  )
}

/** The parts below the fold (`content-visibility: auto`) are laid out as a visitor who scrolls there sees them. */
async function layOutEverything(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important }' })
}

for (const lang of LANGUAGES) {
  for (const pages of batches(LAYOUT_PAGES, 6)) {
    const paths = pages.map((sitePage) => localPath(lang, sitePage))
    test(`nothing collides at five widths on ${paths.join(', ')}`, async ({ page, visit }) => {
      test.setTimeout(120_000)
      await prepare(page)
      const findings = new Findings()
      for (const path of paths) {
        await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
        await visit(path)
        await layOutEverything(page)
        await findings.measure(page, lang, path)
      }
      expect(findings.list()).toEqual([])
    })
  }

  test(`nothing collides signed in, header and account pages, at five widths (${lang})`, async ({ page, visit }) => {
    test.setTimeout(120_000)
    await prepare(page)
    await visit('/en/auth/sign-in')
    const form = page.getByRole('form', { name: 'Sign in' })
    await form.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNT.email)
    await form.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password)
    await form.getByLabel('Password', { exact: true }).press('Enter')
    await expect(page).toHaveURL('/en/account/profile')
    const findings = new Findings()
    for (const sitePage of ACCOUNT_PAGES) {
      const path = localPath(lang, sitePage)
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
      await visit(path)
      // Signed in: the account page itself, not the prompt to sign in.
      await expect(page.getByRole('banner').getByRole('button', { name: /Deniz Yıldız/ })).toBeVisible()
      await layOutEverything(page)
      await findings.measure(page, lang, path)
    }
    expect(findings.list()).toEqual([])
  })

  test(`nothing collides in the cart panel with the demo cart at five widths (${lang})`, async ({ page, visit }) => {
    await prepare(page)
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
    const path = localPath(lang, 'shop/grid')
    await visit(path)
    await page.getByRole('banner').getByRole('button', { name: CART[lang] }).click()
    await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible()
    const findings = new Findings()
    await findings.measure(page, lang, path, { within: 'dialog[open]' })
    expect(findings.list()).toEqual([])
  })
}

// The check itself: shown one of each collision, it names them (a measuring that broke silently,
// its geometry missing from the page, say, would otherwise pass every layout).
test('the check finds an overlap, a wrapped button label and targets too small and too close', async ({ page, visit }) => {
  await prepare(page)
  await page.setViewportSize({ width: 390, height: HEIGHT })
  await visit('/en/contact')
  await page.evaluate(() => {
    const fixture = document.createElement('section')
    fixture.id = 'fixture'
    fixture.innerHTML = `
      <p style="position: relative; width: 200px; margin: 0">Overlapped words</p>
      <p style="position: relative; width: 200px; margin: -10px 0 0 40px">Overlapping words</p>
      <button type="button" style="width: 70px; font-size: 16px">Add to cart now</button>
      <div style="margin-top: 40px"><button type="button" style="width: 16px; height: 16px; padding: 0" aria-label="First"></button><button type="button" style="width: 16px; height: 16px; padding: 0; margin-left: 2px" aria-label="Second"></button></div>`
    document.querySelector('main')?.prepend(fixture)
  })
  const findings = await page.evaluate(measureLayout, { within: '#fixture' })
  expect(findings).toEqual(
    expect.arrayContaining([
      { kind: 'overlap', elements: ['main › p "Overlapped words"', 'main › p "Overlapping words"'] },
      { kind: 'wraps', elements: ['main › button "Add to cart now"'] },
      { kind: 'small', elements: ['main › button "First"', 'too close to main › button "Second"'] },
    ]),
  )
})
