import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { HYDRATED_ATTRIBUTE } from '../../src/lib/layout'

export { expect }

type Theme = 'light' | 'dark'

interface VisitOptions {
  /** The HTTP status the document is expected to answer with (404 for the not-found page). */
  status?: number
  /** Skip the accessibility scan (for visits that only set something up). */
  axe?: boolean
  /**
   * Wait until the whole page, lazily loaded parts included, has hydrated (the default). False
   * for tests that hold a part's code back to act on its prerendered HTML.
   */
  hydrated?: boolean
}

interface Fixtures {
  /**
   * Problems seen in the page: console errors and warnings about hydration, uncaught exceptions,
   * failed requests and HTTP errors. Each test fails if any is left at its end; a test that
   * provokes one on purpose removes it with `allowProblem`.
   */
  problems: string[]
  allowProblem: (pattern: RegExp) => void
  /** Opens a page, waits for hydration, checks the status and runs axe in both themes. */
  visit: (path: string, options?: VisitOptions) => Promise<void>
  /** Runs axe in the given themes (default: both), restoring the visitor's own theme afterwards. */
  expectAccessible: (themes?: readonly Theme[]) => Promise<void>
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' })
}

/**
 * Holds back every script of the site until the returned function is called: the page as it paints
 * from its HTML and CSS alone, as on a slow connection. On the context, because once the mock worker
 * controls the page it fetches the page's scripts on its behalf.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.context().route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** All of WCAG 2.2 AA; `colorsOnly` checks just what a theme changes (contrast), to keep runs short. */
async function axeViolations(page: Page, colorsOnly: boolean): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default opens a blank page for every scan to merge
  // the results of cross-origin frames, which doubles the time of a scan; the site's pages have no
  // cross-origin frame of their own (the map's is a local stub in tests).
  const builder = new AxeBuilder({ page }).setLegacyMode(true)
  const results = await (colorsOnly
    ? builder.withRules(['color-contrast', 'link-in-text-block'])
    : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
  ).analyze()
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  )
}

export const test = base.extend<Fixtures>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('console', (message) => {
        const text = message.text()
        if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`console.${message.type()}: ${text}`)
      })
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
      page.on('requestfailed', (request) => {
        const failure = request.failure()?.errorText ?? ''
        // A navigation that replaces the page aborts the requests still in flight: not a failure.
        if (failure === 'net::ERR_ABORTED') return
        problems.push(`request failed: ${request.method()} ${request.url()} ${failure}`)
      })
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`)
      })
      await use(problems)
      expect(problems, 'console errors, hydration warnings or failed requests').toEqual([])
    },
    { auto: true },
  ],

  allowProblem: async ({ problems }, use) => {
    await use((pattern) => {
      for (let index = problems.length - 1; index >= 0; index -= 1) {
        if (pattern.test(problems[index] ?? '')) problems.splice(index, 1)
      }
    })
  },

  expectAccessible: async ({ page }, use) => {
    await use(async (themes = ['light', 'dark']) => {
      const original = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light')
      for (const [index, theme] of themes.entries()) {
        await page.evaluate(async (value) => {
          document.documentElement.dataset.theme = value
          document.documentElement.style.colorScheme = value
          // Colours with a CSS transition (buttons, links) must settle before axe measures contrast.
          // getAnimations() flushes styles, so the transitions the switch starts are listed.
          const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition)
          await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)))
        }, theme)
        expect(await axeViolations(page, index > 0), `axe violations in the ${theme} theme`).toEqual([])
      }
      await page.evaluate((value) => {
        document.documentElement.dataset.theme = value
        document.documentElement.style.colorScheme = value
      }, original)
    })
  },

  visit: async ({ page, allowProblem, expectAccessible }, use) => {
    await use(async (path, options = {}) => {
      // A page whose scripts are held back never fires `load` (the start script waits for them).
      const response = await page.goto(path, { waitUntil: options.hydrated === false ? 'domcontentloaded' : 'load' })
      const status = options.status ?? 200
      expect(response?.status(), `status of ${path}`).toBe(status)
      if (status >= 400) {
        allowProblem(new RegExp(`^HTTP ${status}: GET ${escapeRegExp(new URL(path, page.url()).href)}$`))
        allowProblem(new RegExp(`^console.error: Failed to load resource: the server responded with a status of ${status}`))
      }
      if (options.hydrated !== false) await waitForHydration(page)
      if (options.axe !== false) await expectAccessible()
    })
  },
})
