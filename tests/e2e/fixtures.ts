import axe from 'axe-core'
import { test as base, expect, type BrowserContext, type Page, type Request, type TestInfo, type TestType } from '@playwright/test'
import { CONSENT_STORAGE_KEY, decideConsent, type ConsentChoices } from '../../src/features/consent/consent'
import { CART_STORAGE_KEY } from '../../src/features/shop/storage-keys'
import { HYDRATED_ATTRIBUTE } from '../../src/lib/layout'
import type { MockNetwork } from '../../mocks/network'
import { mockNetwork, PRODUCTION_ENV, startMockServer, type MockServer } from './mock-network'
import { PAGE_LOADS } from './timing-reporter'

export { expect }

type Theme = 'light' | 'dark'

interface VisitOptions {
  /** The HTTP status the document is expected to answer with (404 for the not-found page). */
  status?: number
  /**
   * Run axe in both themes once the page has hydrated. Off by default: layouts.spec.ts scans every
   * distinct layout in every language, and a test that opens a state of its own (a dialog, a menu,
   * a form showing errors) scans that with `expectAccessible({ within })`.
   */
  axe?: boolean
  /**
   * Wait until the whole page, lazily loaded parts included, has hydrated (the default). False
   * for tests that hold a part's code back to act on its prerendered HTML.
   */
  hydrated?: boolean
}

export interface TestOptions {
  /**
   * The privacy choice the visitor has already made when a test starts, stored under
   * `storm-consent` before the first page loads: by default everything declined, so the consent
   * banner stays away and nothing external loads. 'ask' leaves it unset: the banner shows
   * (tests/e2e/privacy.spec.ts, tests/e2e/first-visit.spec.ts). Set per file or group with
   * `test.use({ consent: ... })`.
   */
  consent: ConsentChoices | 'ask'
}

export interface WorkerOptions {
  /**
   * Who answers the API: 'network' (the production build: mocks/network.ts in an HTTPS server of
   * the test worker, to which the browser resolves every other host) or 'worker' (the demo build's
   * own mock service worker). Set per project in playwright.config.ts.
   */
  mockBackend: 'network' | 'worker'
}

interface WorkerFixtures {
  /** The worker's mock API server (mock-network.ts), null on the demo build. */
  mockServer: MockServer | null
}

interface Fixtures {
  /**
   * The network-level mock backend of this test (null on the demo build, whose page runs its own):
   * reset before each test; it answers every request that leaves the site. Scenarios are switched
   * with `useScenario` (scenarios.ts).
   */
  mockApi: MockNetwork | null
  /**
   * Problems seen in the page: console errors and warnings about hydration, uncaught exceptions,
   * failed requests and HTTP errors. Each test fails if any is left at its end; a test that
   * provokes one on purpose removes it with `allowProblem`.
   */
  problems: string[]
  allowProblem: (pattern: RegExp) => void
  /**
   * Lets the page reach a third-party host from now on (matched on the host name): for a test that
   * gives consent in the page, with a click-to-load button or the banner.
   */
  allowThirdParty: (host: RegExp) => void
  /** The hosts allowed so far (allowThirdParty). */
  allowedThirdParties: RegExp[]
  /** Opens a page, waits for hydration, checks the status and, when asked to, runs axe in both themes. */
  visit: (path: string, options?: VisitOptions) => Promise<void>
  /**
   * Runs axe in the given themes (default: both), restoring the visitor's own theme afterwards.
   * `within` (a CSS selector) scans only that part: for a state a test opens (a dialog, a menu, a
   * form showing its errors) on a page whose whole layout layouts.spec.ts scans already.
   */
  expectAccessible: (options?: { themes?: readonly Theme[]; within?: string }) => Promise<void>
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' })
}

/**
 * Scrolls down the page a screen at a time, so that everything that loads near the viewport does.
 * The steps are driven from here, a short wait apart, not by one script in the page that awaits
 * frames: such a script outlived a whole test's time limit in a full CI run on a busy machine.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const { height, screen } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, screen: Math.max(window.innerHeight, 100) }))
  for (let top = 0; top < height; top += screen) {
    await page.evaluate((y) => window.scrollTo(0, y), top)
    // Time for the intersection observers to see the new position (a few frames).
    await page.waitForTimeout(50)
  }
}

/**
 * Records the page's layout shifts from its first paint (those right after an input excluded, as
 * CLS counts them); the returned function sums them so far.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
    Object.assign(window, { layoutShifts: shifts })
  })
  return () => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0))
}

/**
 * Starts the test with these stored cart lines instead of the demo cart: stored before the page's
 * scripts run, once per test (a reload keeps what the test did since).
 */
export async function startWithCart(page: Page, items: readonly unknown[]): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, value)
        sessionStorage.setItem('seeded', '1')
      }
    },
    [CART_STORAGE_KEY, JSON.stringify(items)] as const,
  )
}

/** The cart as stored under `storm-cart`, parsed (null when none is). */
export async function storedCart(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, CART_STORAGE_KEY)
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

/** The company's own API: first party (its forms, its shop), not a third party. */
export const API_ORIGIN = new URL(PRODUCTION_ENV.VITE_API_URL).origin

/**
 * Whether a request goes to a third party, a host that is neither the site nor the company's own
 * API (DECISIONS.md: no third-party request before the visitor asks for one).
 */
export function isThirdParty(url: string, siteOrigin: string): boolean {
  if (url.startsWith('data:') || url.startsWith('blob:')) return false
  const { origin } = new URL(url)
  return origin !== siteOrigin && origin !== API_ORIGIN
}

/**
 * The one request a page makes to the company's own API while the visitor only reads: a product's
 * reviews, loaded as they near the viewport. Every other API call waits for the visitor's action
 * (a form, signing in, an order).
 */
const UNASKED_API_READ = /^GET \/api\/v1\/Shop\/Products\/[\w-]+\/Reviews\?lang=(tr|en|de)&page=1$/

/**
 * Every request of the browser context that leaves the site, service workers' included: to a third
 * party, or to the company's API other than the read above.
 */
export function foreignRequests(context: BrowserContext, siteOrigin: string): string[] {
  const seen: string[] = []
  const record = (request: Request) => {
    const url = request.url()
    if (url.startsWith('data:') || url.startsWith('blob:')) return
    const { origin, pathname, search } = new URL(url)
    const apiRead = origin === API_ORIGIN && UNASKED_API_READ.test(`${request.method()} ${pathname}${search}`)
    if (origin !== siteOrigin && !apiRead) seen.push(`${request.method()} ${url}`)
  }
  context.on('request', record)
  return seen
}

/** Collects the page's Content-Security-Policy violations (they also log a console error). */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`))
    Object.assign(window, { cspViolations: seen })
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const COLOR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * Runs axe-core in the page: all of WCAG 2.2 AA, or with `colorsOnly` just what a theme changes
 * (contrast). axe is put into the page once per document (a scan of both themes injects it once,
 * where @axe-core/playwright injects it for every scan), and only violations are collected. The
 * site's pages have no cross-origin frame of their own (the map's is a local stub in tests), so
 * frames are not scanned.
 */
async function axeViolations(page: Page, colorsOnly: boolean, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  return page.evaluate(
    async ({ part, runOnly }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe }
      // The parts below the fold (`below-fold`: content-visibility: auto) are not rendered until they
      // near the viewport, and axe reads colours from what is rendered: it scans every part as a
      // visitor who scrolls there sees it.
      const rendered = document.createElement('style')
      rendered.textContent = '.below-fold { content-visibility: visible !important }'
      document.head.append(rendered)
      const results = await inPage
        .run(part === undefined ? document : { include: [part] }, {
          runOnly,
          resultTypes: ['violations'],
          iframes: false,
        })
        .finally(() => rendered.remove())
      return results.violations.map(
        (violation) => `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
      )
    },
    { part: within, runOnly: colorsOnly ? { type: 'rule' as const, values: COLOR_RULES } : { type: 'tag' as const, values: WCAG_AA } },
  )
}

/** Whether a navigation is a tab's own, not a frame's: a new tab's first one comes before its frame exists. */
function isTopLevel(request: Request): boolean {
  try {
    return request.frame().parentFrame() === null
  } catch {
    return true
  }
}

const mockApis = new WeakMap<BrowserContext, MockNetwork>()

/** The network-level mock backend answering this page's requests, if any (scenarios.ts). */
export function mockApiOf(page: Page): MockNetwork | undefined {
  return mockApis.get(page.context())
}

export const test = base.extend<Fixtures & TestOptions, WorkerOptions & WorkerFixtures>({
  consent: [{ statistics: false, externalMedia: false }, { option: true }],
  mockBackend: ['network', { option: true, scope: 'worker' }],

  mockServer: [
    async ({ mockBackend }, use) => {
      if (mockBackend === 'worker') return use(null)
      const server = await startMockServer(await mockNetwork())
      await use(server)
      await server.close()
    },
    { scope: 'worker' },
  ],

  launchOptions: [
    async ({ launchOptions, mockServer }, use) => {
      await use(mockServer === null ? launchOptions : { ...launchOptions, args: [...(launchOptions.args ?? []), ...mockServer.browserArgs] })
    },
    { scope: 'worker' },
  ],

  mockApi: [
    async ({ context, mockBackend }, use) => {
      if (mockBackend === 'worker') return use(null)
      const network = await mockNetwork()
      network.reset()
      mockApis.set(context, network)
      await use(network)
    },
    { auto: true },
  ],

  // Runs before every test: stores the choice unless the page already holds one (a test that
  // changes it keeps its own across reloads).
  page: async ({ page, consent }, use) => {
    if (consent !== 'ask') {
      await page.addInitScript(
        ([key, value]) => {
          try {
            if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value)
          } catch {
            // about:blank and other opaque origins have no storage.
          }
        },
        [CONSENT_STORAGE_KEY, JSON.stringify(decideConsent(consent, new Date()))] as const,
      )
    }
    await use(page)
  },

  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // oxlint-disable-next-line no-empty-pattern
  allowedThirdParties: async ({}, use) => {
    await use([])
  },

  allowThirdParty: async ({ allowedThirdParties }, use) => {
    await use((host) => allowedThirdParties.push(host))
  },

  problems: [
    async ({ page, consent, baseURL, allowedThirdParties }, use, testInfo) => {
      const problems: string[] = []
      // Documents the browser loads in a tab (not a frame), for the run's count (timing-reporter.ts).
      let pageLoads = 0
      page.context().on('request', (request) => {
        if (request.isNavigationRequest() && isTopLevel(request)) pageLoads += 1
      })
      // Until the visitor allows something, nothing may load from a third party, in any test: a
      // test that gives consent in the page (a click-to-load button, the banner) allows its host.
      if (consent === 'ask' || (!consent.statistics && !consent.externalMedia)) {
        const siteOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin
        page.context().on('request', (request) => {
          const url = request.url()
          if (isThirdParty(url, siteOrigin) && !allowedThirdParties.some((host) => host.test(new URL(url).hostname))) problems.push(`third-party request: ${request.method()} ${url}`)
        })
      }
      page.on('console', (message) => {
        const text = message.text()
        if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`console.${message.type()}: ${text}`)
      })
      page.on('pageerror', (error) => {
        // Loading a page right after another can abort the mock service worker's update check of
        // the page before: a race of the demo build's mock backend (no service worker in
        // production), which Chromium reports as an uncaught error.
        if (/^Failed to update a ServiceWorker for scope .* with script .*\/mockServiceWorker\.js/.test(error.message)) return
        problems.push(`uncaught: ${error.message}`)
      })
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
      testInfo.annotations.push({ type: PAGE_LOADS, description: String(pageLoads) })
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
    await use(async ({ themes = ['light', 'dark'], within } = {}) => {
      const original = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light')
      for (const [index, theme] of themes.entries()) {
        await page.evaluate((value) => {
          document.documentElement.dataset.theme = value
          document.documentElement.style.colorScheme = value
          // Colours with a CSS transition (buttons, links) must settle before axe measures contrast.
          // getAnimations() flushes styles, so the transitions the switch starts are listed; each is
          // put at its end at once, which needs no frame (a page that paints none would wait forever).
          for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish()
        }, theme)
        expect(await axeViolations(page, index > 0, within), `axe violations in the ${theme} theme${within === undefined ? '' : ` within ${within}`}`).toEqual([])
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
      if (options.axe === true) await expectAccessible()
    })
  },
})

type TestArgs = typeof test extends TestType<infer Args, infer WorkerArgs> ? Args & WorkerArgs : never

/** A number from a text, the same on every run (FNV-1a): which language a journey runs in. */
function textHash(text: string): number {
  let hash = 0x811c9dc5
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0
  return hash
}

/**
 * For journeys written once per language (`for (const lang of LANGUAGES) …`): create it once before
 * the loop (`const oneLanguage = testInOneLanguage(LANGUAGES)`), then `oneLanguage(lang, title, body)`
 * registers the test in one of the languages only, named at the start of its title ("de: …"). The
 * language follows from the title, not from the test's place in the file, so adding or moving a
 * test changes no other test's language (a title must not contain the language itself). Each
 * behaviour is tested once and each language in a share of them: what differs between languages
 * is the words, which the catalogs' check, the first-visit walk and layouts.spec.ts cover on every
 * layout, not the behaviour.
 */
export function testInOneLanguage<L extends string>(languages: readonly L[]): (lang: L, title: string, body: (args: TestArgs, testInfo: TestInfo) => Promise<void>) => void {
  return (lang, title, body) => {
    if (languages[textHash(title) % languages.length] === lang) test(`${lang}: ${title}`, body)
  }
}
