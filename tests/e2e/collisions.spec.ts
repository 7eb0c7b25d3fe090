import type { Page } from '@playwright/test'
import { DEMO_ACCOUNT } from '../../mocks/fixtures/account'
import { WISHLIST_STORAGE_KEY } from '../../src/features/shop/storage-keys'
import { LANGUAGES, type Lang } from '../../src/lib/languages'
import { ACCOUNT_PAGES, localPath } from '../../src/site/pages'
import { geometryScript, measureLayout, type Finding, type MeasureOptions } from './collision-measure'
import { expect, test } from './fixtures'
import { batches, LAYOUT_PAGES } from './layouts'

/**
 * Layouts that never collide (issue 29, item 1). On each distinct layout (layouts.ts: one page per
 * layout, 67 of the site's pages, since the copies of a layout, another product or post, repeat its
 * boxes with other words: the long-word check of every page is layout.spec.ts's) in each language,
 * at 360, 390, 768, 1024 and 1366 px, the test fails when
 * - two visible text or control boxes overlap, neither holding the other;
 * - a header item's or a button's label wraps onto a second line;
 * - a control is under 24 × 24 px without the spacing that makes up for it (WCAG 2.2 SC 2.5.8; a
 *   link in running text is exempt);
 * naming the page, width, language and the elements. What it leaves out as layered on purpose or
 * unseen: collision-measure.ts. Besides the signed-out pages: the header and the seven account
 * pages signed in (a name in the header, the wishlist with products in it), and the cart panel
 * with the demo cart's items. The shop's pages carry the demo cart and a wishlist of three.
 *
 * Cost: each page loads once per language and is measured at the five widths in the same browser
 * page, one `page.evaluate` per width; six pages per test. Motion is reduced, so that nothing is
 * caught halfway through an entrance (a timeline's milestones rise into place).
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
        else known.widths.push(width)
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
