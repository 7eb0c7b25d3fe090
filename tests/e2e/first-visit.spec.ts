import { CLIENT_LOGOS } from '../../src/components/carousel/client-logos'
import { LANGUAGES, PSEUDO_LOCALE_STORAGE_KEY } from '../../src/lib/languages'
import { localPath } from '../../src/site/pages'
import { PRODUCT_NAMES } from '../../src/site/product-line'
import { escapeRegExp, expect, foreignRequests, scrollThrough, test, watchCspViolations } from './fixtures'
import { batches, LAYOUT_PAGES } from './layouts'

/**
 * A first visit to one page of each layout (tests/e2e/layouts.ts), scrolled through to the end so
 * that what loads near the viewport does, checks two things the other walks do not:
 * - Pseudo locale: each message of the catalogs turns into accented letters, so a word still in
 *   plain ASCII letters did not come through them (hard-coded text). The pages that share a layout
 *   differ only in their data (a template page's title and summary, a product's name and
 *   description), which is typed as Lingui message descriptors, so the compiler already refuses a
 *   plain string there.
 * - Privacy: the visitor has made no choice yet (the banner is up) and scrolls, which sets off
 *   what loads near the viewport: no request leaves for another host (the fixture's check) or for
 *   the company's API other than a product's reviews, and no CSP rule is broken. Every other test
 *   starts with everything declined, and layouts.spec.ts loads every layout in every language.
 * In the pseudo locale every language shows the same pseudo catalog, and what loads does not
 * depend on the language, so each layout is walked in one language, a different one from layout
 * to layout (what differs by language, dates and the content files, is not in the catalogs), and
 * the home and not-found pages in all three. The layouts come from SITE_PAGES, so a page added
 * there is checked too. Each test walks a batch of pages in one browser page.
 */
const MISSING = 'no-such-page'
const PAGES = [
  ...LAYOUT_PAGES.flatMap((page, index) => (page === '' ? LANGUAGES.map((lang) => localPath(lang, page)) : [localPath(LANGUAGES[index % LANGUAGES.length] ?? 'en', page)])),
  ...LANGUAGES.map((lang) => localPath(lang, MISSING)),
]

/**
 * Text that rightly stays as it is in every language: brand and product names, the company's
 * addresses, cities and people. Matched as whole words or phrases and removed before the check;
 * emails, web addresses and numbers are removed by pattern.
 */
const ALLOWED = [
  // The legal notice's and the privacy page's registered names, people, registers and the data
  // protection authorities' addresses (src/features/contact/legal-entity.ts; its messages are
  // macros, which this spec cannot import), before the company's short name.
  'Storm Yazılım ve Danışmanlık A.Ş., Zweigniederlassung Berlin',
  'Storm Yazılım ve Danışmanlık A.Ş.',
  'Eskişehir Ticaret Sicili Müdürlüğü',
  'Eskişehir Yunus Emre Vergi Dairesi',
  'Amtsgericht Berlin-Charlottenburg',
  'HRB 231874 B',
  'DE318742905',
  'Mert Öztürk',
  'Elif Kaya',
  'Jonas Weber',
  'Nasuh Akar Mah. 1407. Sok. No: 4, 06520 Çankaya/Ankara',
  'Alt-Moabit 59–61, 10555 Berlin',
  'Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF',
  // The company and the clients whose logos the site shows.
  'Storm Yazılım',
  // Storm's products (src/site/product-line.ts), before the company's own name.
  ...Object.values(PRODUCT_NAMES),
  'Storm',
  ...CLIENT_LOGOS.map((logo) => logo.name),
  // Networks and stores, by their own names.
  'Facebook',
  'Instagram',
  'Dribbble',
  'Twitter',
  'YouTube',
  // The services that external media and the map would load, named on their consent cards.
  'OpenStreetMap',
  'Vimeo',
  'App Store',
  'Google Play',
  // Each language's name in itself (the language switcher).
  'Türkçe',
  'English',
  'Deutsch',
  // Street and postcode of the offices, as written locally (src/features/contact/offices.ts).
  'Hoşnudiye Mah. Cengiz Topel Cad. No: 12, 26130 Tepebaşı',
  'Maslak Mah. Büyükdere Cad. No: 255, 34485 Sarıyer',
  'Friedrichstraße 68, 10117',
  '30 Finsbury Square, EC2A 1AG',
  // sonner adds its keyboard shortcut to the notifications region's label.
  'alt+T',
  // What Intl writes in the page's language: month names and the words of dates and times, the
  // 'and' of lists.
  ...LANGUAGES.flatMap((lang) =>
    Array.from({ length: 12 }, (_, month) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(2026, month, 15, month * 2)),
    )
      .flatMap((date) => date.match(/\p{L}+/gu) ?? [])
      .concat(new Intl.ListFormat(lang, { type: 'conjunction' }).format(['1', '2']).replace(/^1\W*|\W*2$/g, '')),
  ),
]
// Emails, web addresses and host names (the privacy page and the consent cards name hosts).
const ALLOWED_PATTERNS = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /https?:\/\/\S+/g,
  /\b[a-z0-9-]+(?:\.[a-z0-9-]+)+\b/g,
  // Clothing and paper sizes and units of measure are the same in every language: S, XS–L, A5,
  // 45 cm, 350 ml.
  /(?<![\p{L}])(?:X{0,3}S|M|X{0,3}L|A\d)(?:–(?:X{0,3}S|M|X{0,3}L))?(?![\p{L}\d])/gu,
  /(?<![\p{L}\d])\d+(?:[.,]\d+)?\s?(?:mm|cm|m|ml|l|kg|g)(?![\p{L}])/gu,
]

// Pseudo-localization leaves v and x as they are; every other ASCII letter becomes an accented one.
const PLAIN_WORD = /[\p{L}\p{M}]*[A-UWYZa-uwyz][\p{L}\p{M}]*/gu

function plainWords(text: string): string[] {
  let rest = text
  for (const pattern of ALLOWED_PATTERNS) rest = rest.replace(pattern, ' ')
  for (const phrase of ALLOWED) rest = rest.replace(new RegExp(`(?<![\\p{L}])${escapeRegExp(phrase)}(?![\\p{L}])`, 'gu'), ' ')
  return rest.match(PLAIN_WORD) ?? []
}

/** Every text node, alt, title, aria-label and placeholder of the page, each described for a report. */
function pageTexts(): string[] {
  const found: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    // Code is not prose: storage keys and cookie names stay as they are in every language. Texts
    // marked `data-content` come from elsewhere: long texts from Markdown files, reviews from visitors.
    // The devtools' button (dev and demo builds) is developer UI, never opened here (docs/devtools.md).
    if (!parent || parent.closest('script, style, noscript, template, code, [data-content], [data-devtools]')) continue
    const text = node.textContent?.trim() ?? ''
    if (text !== '') found.push(`text "${text}" in <${parent.tagName.toLowerCase()}>`)
  }
  for (const element of document.body.querySelectorAll('[alt], [title], [aria-label], [placeholder]')) {
    if (element.closest('[data-content], [data-devtools]')) continue
    for (const name of ['alt', 'title', 'aria-label', 'placeholder']) {
      const value = element.getAttribute(name)?.trim()
      if (value) found.push(`${name} "${value}" on <${element.tagName.toLowerCase()}>`)
    }
  }
  return found
}

test.describe('first visit, in the pseudo locale, with no choice made', () => {
  test.use({ consent: 'ask' })

  for (const pages of batches(PAGES, 10)) {
    test(`${pages.join(', ')}: every text, alt, title, aria-label and placeholder comes from the catalogs; nothing loads from elsewhere`, async ({ page, context, baseURL, visit }) => {
      // Ten pages in one test: three times the time limit of a single visit.
      test.slow()
      await page.addInitScript((key) => window.localStorage.setItem(key, 'on'), PSEUDO_LOCALE_STORAGE_KEY)
      const foreign = foreignRequests(context, new URL(baseURL ?? '').origin)
      const violations = await watchCspViolations(page)
      const hardCoded: Record<string, string[]> = {}
      for (const path of pages) {
        await test.step(path, async () => {
          await visit(path, { status: path.endsWith(`/${MISSING}`) ? 404 : 200 })
          await page.locator('html[data-pseudo-locale]').waitFor({ state: 'attached' })
          await scrollThrough(page)
          // Time for what scrolling set off (the news section, lazy parts, images).
          await page.waitForTimeout(300)
          expect(await violations(), `CSP violations on ${path}`).toEqual([])
          const texts = await page.evaluate(pageTexts)
          expect(texts.length, `${path} has text`).toBeGreaterThan(10)
          const plain = texts.filter((entry) => plainWords(entry.slice(entry.indexOf('"') + 1, entry.lastIndexOf('"'))).length > 0)
          if (plain.length > 0) hardCoded[path] = plain
        })
      }
      expect(hardCoded, 'text that did not come through the catalogs, by page').toEqual({})
      expect(foreign, 'requests to another host or unasked ones to the API').toEqual([])
    })
  }
})
