import type { Page } from '@playwright/test'
import { VISITOR_ID_STORAGE_KEY } from '../../src/features/analytics/constants'
import { CONSENT_STORAGE_KEY } from '../../src/features/consent/consent'
import { LANGUAGES } from '../../src/lib/languages'
import { pagePolicy } from '../../scripts/security-headers'
import { HYDRATED_ATTRIBUTE } from '../../src/lib/layout'
import { say } from './catalogs'
import { expect, foreignRequests, holdScripts, recordLayoutShifts, scrollThrough, test, waitForHydration, watchCspViolations } from './fixtures'

/**
 * The page views the page sends: the bodies handed to the beacon (Playwright cannot read a beacon's
 * body), checked against the requests that left the page, so that each view was really sent; the
 * mock endpoint validates each one (a 400 would fail the test through the visit fixture).
 */
async function recordPageViews(page: Page): Promise<{ bodies: unknown[]; requests: () => number }> {
  const bodies: unknown[] = []
  let requests = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/event')) requests += 1
  })
  await page.exposeFunction('recordPageView', (body: string) => bodies.push(JSON.parse(body)))
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith('/api/event') && data instanceof Blob) {
        void data.text().then((text) => (window as unknown as { recordPageView: (body: string) => void }).recordPageView(text))
      }
      return send(url, data)
    }
  })
  return { bodies, requests: () => requests }
}

async function stored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => JSON.parse(window.localStorage.getItem(name) ?? 'null') as unknown, key)
}

/** The visitor id, stored as it is (not JSON). */
async function storedVisitorId(page: Page): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), VISITOR_ID_STORAGE_KEY)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

test.describe('with no choice made', () => {
  test.use({ consent: 'ask' })

  // The first visit to each layout with no choice made, scrolled through: first-visit.spec.ts.

  test('en: the banner asks on the first visit, without blocking the page, accessible in both themes', async ({ page, visit, expectAccessible }) => {
    await visit('/en')
    const banner = page.getByRole('region', { name: 'Your privacy' })
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('link', { name: 'What we store and why' })).toHaveAttribute('href', '/en/privacy')
    // The page under it still works: the header's links answer.
    await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible()
    // The home page under it is scanned in layouts.spec.ts.
    const bannerSelector = 'section[aria-labelledby][aria-describedby]'
    await expectAccessible({ within: bannerSelector })
    await banner.getByRole('button', { name: 'Choose' }).click()
    await expect(banner.getByRole('checkbox', { name: 'Statistics' })).toBeFocused()
    await expectAccessible({ within: bannerSelector })
  })

  test('en: the banner paints with the page, before its code arrives, and a choice made then is kept', async ({ page, visit }) => {
    const release = await holdScripts(page)
    await visit('/en/pricing', { hydrated: false })
    const banner = page.getByRole('region', { name: 'Your privacy' })
    await expect(banner).toBeVisible()
    await banner.getByRole('button', { name: 'Decline all' }).click()
    // No script has run yet: the banner is the page's HTML and CSS.
    await expect(page.locator('html')).not.toHaveAttribute(HYDRATED_ATTRIBUTE)
    expect(await stored(page, CONSENT_STORAGE_KEY)).toBeNull()
    release()
    await waitForHydration(page)
    await expect(banner).toBeHidden()
    expect(await stored(page, CONSENT_STORAGE_KEY)).toMatchObject({ version: 1, statistics: false, externalMedia: false })
  })

  test('de: the banner costs no layout shift', async ({ page, visit }) => {
    const layoutShift = await recordLayoutShifts(page)
    await visit('/de/contact')
    await expect(page.getByRole('region', { name: say('de', 'Your privacy') })).toBeVisible()
    await page.waitForTimeout(300)
    expect(await layoutShift()).toBeLessThan(0.01)
  })

  test('en: accept all: external media and statistics from then on, across a reload', async ({ page, visit, allowThirdParty }) => {
    const views = await recordPageViews(page)
    await visit('/en')
    // Until this click, nothing went to a third party (the fixture's check).
    allowThirdParty(/./)
    await page.getByRole('button', { name: 'Accept all' }).click()
    await expect(page.getByRole('region', { name: 'Your privacy' })).toBeHidden()
    await expect.poll(() => [views.requests(), views.bodies.length]).toEqual([1, 1])
    expect(await storedVisitorId(page)).toMatch(UUID)
    await page.reload()
    await waitForHydration(page)
    await scrollThrough(page)
    await expect(page.getByRole('region', { name: 'News' }).getByRole('group').first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0)
    expect(await stored(page, CONSENT_STORAGE_KEY)).toMatchObject({ version: 1, statistics: true, externalMedia: true })
  })

  test('en: decline all: the news stay a card, no visitor id and no page view, across a reload', async ({ page, context, visit, baseURL, allowThirdParty }) => {
    const views = await recordPageViews(page)
    await visit('/en')
    await page.getByRole('button', { name: 'Decline all' }).click()
    await page.reload()
    await waitForHydration(page)
    const foreign = foreignRequests(context, new URL(baseURL ?? '').origin)
    await scrollThrough(page)
    const news = page.getByRole('region', { name: 'News' })
    await expect(news.getByRole('button', { name: 'Show news' })).toBeVisible()
    await expect(news).toContainText('api.allorigins.win and feeds.bbci.co.uk')
    await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0)
    await page.waitForTimeout(500)
    expect(foreign).toEqual([])
    expect(views.requests()).toBe(0)
    expect(views.bodies).toEqual([])
    expect(await storedVisitorId(page)).toBeNull()
    // 'Show news' loads them this once, with the focus where they appear.
    allowThirdParty(/^(api\.allorigins\.win|feeds\.bbci\.co\.uk|ichef\.bbci\.co\.uk)$/)
    await news.getByRole('button', { name: 'Show news' }).click()
    await expect(page.getByRole('region', { name: 'News' }).getByRole('group').first()).toBeVisible()
    expect(await stored(page, CONSENT_STORAGE_KEY)).toMatchObject({ statistics: false, externalMedia: false })
  })
})

test('en: a visitor who has chosen never sees the banner, not even before the page’s code arrives', async ({ page, visit }) => {
  const release = await holdScripts(page)
  await visit('/en/pricing', { hydrated: false })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const banner = page.getByRole('region', { name: 'Your privacy' })
  await expect(banner).toBeHidden()
  release()
  await waitForHydration(page)
  await expect(banner).toHaveCount(0)
  // A choice withdrawn meanwhile (another tab cleared it) is asked for again on the next page.
  await page.evaluate((key) => window.localStorage.setItem(key, '{"version":1,'), CONSENT_STORAGE_KEY)
  await page.reload()
  await expect(banner).toBeVisible()
})

test.describe('withdrawal', () => {
  test.use({ consent: { statistics: true, externalMedia: true } })

  test('en: takes effect at once from the footer, and lasts across a reload', async ({ page, visit }) => {
    const views = await recordPageViews(page)
    await visit('/en')
    await scrollThrough(page)
    await expect(page.getByRole('region', { name: 'News' }).getByRole('group').first()).toBeVisible()
    await expect.poll(() => [views.requests(), views.bodies.length]).toEqual([1, 1])

    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' })
    await settings.click()
    const banner = page.getByRole('region', { name: 'Your privacy' })
    await expect(banner.getByRole('heading', { name: 'Your privacy' })).toBeFocused()
    await banner.getByRole('checkbox', { name: 'Statistics' }).uncheck()
    await banner.getByRole('checkbox', { name: 'External media' }).uncheck()
    await banner.getByRole('button', { name: 'Save my choices' }).click()
    await expect(banner).toBeHidden()
    await expect(settings).toBeFocused()
    await expect(page.getByRole('region', { name: 'News' }).getByRole('button', { name: 'Show news' })).toBeVisible()
    expect(await storedVisitorId(page)).toBeNull()

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
    await page.reload()
    await waitForHydration(page)
    expect(await stored(page, CONSENT_STORAGE_KEY)).toMatchObject({ statistics: false, externalMedia: false })
    await page.waitForTimeout(500)
    expect(views.requests()).toBe(1)
  })
})

test.describe('page analytics', () => {
  test.use({ consent: { statistics: true, externalMedia: false } })

  test('en, de: exactly one page view per page shown, first load and client navigation, with one visitor id', async ({ page, visit, baseURL }) => {
    const views = await recordPageViews(page)
    await visit('/en')
    await expect.poll(() => [views.requests(), views.bodies.length]).toEqual([1, 1])
    const visitorId = await storedVisitorId(page)
    expect(visitorId).toMatch(UUID)
    expect(views.bodies[0]).toEqual({ type: 'pageview', path: '/en', lang: 'en', referrer: '', visitorId })

    // A client navigation (the router, no reload).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
    await expect.poll(() => [views.requests(), views.bodies.length]).toEqual([2, 2])
    expect(views.bodies[1]).toEqual({ type: 'pageview', path: '/en/privacy', lang: 'en', referrer: `${baseURL}/en`, visitorId })

    await page.goBack()
    await expect.poll(() => [views.requests(), views.bodies.length]).toEqual([3, 3])
    expect(views.bodies[2]).toMatchObject({ path: '/en', referrer: `${baseURL}/en/privacy`, visitorId })

    // A query never leaves the browser; a new load keeps the visitor id.
    await page.goto('/de/contact?utm_source=mail')
    await waitForHydration(page)
    await expect.poll(() => [views.requests(), views.bodies.length]).toEqual([4, 4])
    expect(views.bodies[3]).toMatchObject({ path: '/de/contact', lang: 'de', visitorId })
    await page.waitForTimeout(500)
    expect(views.requests()).toBe(4)
    expect(views.bodies).toHaveLength(4)
  })
})

// The fixture's default visitor has declined everything.
test('tr: no page view and no visitor id without the consent to statistics', async ({ page, visit }) => {
  const views = await recordPageViews(page)
  await visit('/tr')
  await page.getByRole('contentinfo').getByRole('link', { name: say('tr', 'Privacy'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: say('tr', 'Privacy') })).toBeVisible()
  await page.waitForTimeout(500)
  expect(views.requests()).toBe(0)
  expect(views.bodies).toEqual([])
  expect(await storedVisitorId(page)).toBeNull()
})

// What the privacy page says in every language is checked without a browser
// (tests/unit/pages/privacy.test.tsx); the analytics host it names is the production build's own.
test('tr, en, de: the privacy page names the analytics host of the build', async ({ request }) => {
  for (const lang of LANGUAGES) {
    const html = await (await request.get(`/${lang}/privacy`)).text()
    expect(html, lang).toContain('analytics.stormyazilim.com.tr')
  }
})

test.describe('security headers', () => {
  const EXPECTED = {
    'strict-transport-security': /^max-age=\d+; includeSubDomains$/,
    'x-content-type-options': /^nosniff$/,
    'x-frame-options': /^DENY$/,
    'referrer-policy': /^strict-origin-when-cross-origin$/,
    'permissions-policy': /camera=\(\)/,
    'cross-origin-opener-policy': /^same-origin$/,
  }

  test('tr, en, de: are on every kind of response of the server, 404 pages and 304s included', async ({ request }) => {
    const home = await request.get('/tr')
    // The page's start script names the entry it loads after the first paint.
    const asset = /<script data-entry="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1]
    expect(asset).toBeDefined()
    const cases: [string, number][] = [
      ['/tr', 200],
      ['/en/contact', 200],
      ['/de/privacy', 200],
      ['/de/no-such-page', 404],
      ['/en/shop/nope/deeper', 404],
      ['/', 200],
      ['/contact', 200],
      [asset ?? '', 200],
      ['/images/brand/favicon.svg', 200],
      ['/robots.txt', 200],
      ['/sitemap.xml', 200],
      ['/mockServiceWorker.js', 200],
    ]
    for (const [path, status] of cases) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(status)
      const headers = response.headers()
      const policy = headers['content-security-policy'] ?? ''
      expect(policy, path).toContain("object-src 'none'")
      expect(policy, path).toContain("frame-ancestors 'none'")
      for (const [name, value] of Object.entries(EXPECTED)) expect(headers[name], `${name} of ${path}`).toMatch(value)
      // A page carries the policy for its scripts itself, first in its <head>: its own hashes only.
      if (headers['content-type']?.startsWith('text/html') === true) {
        expect(pagePolicy(await response.text()), path).toMatch(/(^|; )script-src 'self'( 'sha256-[\w+/=]+'){4,8}(;|$)/)
      }
    }
    const etag = home.headers().etag ?? ''
    const cached = await request.get('/tr', { headers: { 'if-none-match': etag } })
    expect(cached.status()).toBe(304)
    expect(cached.headers()['content-security-policy']).toBeTruthy()
  })

  test("en: the page's own policy is in force: an inline script it does not list does not run", async ({ page, visit, allowProblem }) => {
    await visit('/en/contact')
    const outcome = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; directive: string }>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => {
            resolve({ ran: 'injected' in window, directive: event.effectiveDirective })
          })
          const script = document.createElement('script')
          script.textContent = 'window.injected = true'
          document.body.append(script)
          // An inline script that is allowed runs as it is inserted.
          if ('injected' in window) resolve({ ran: true, directive: 'none' })
        }),
    )
    expect(outcome).toEqual({ ran: false, directive: 'script-src-elem' })
    // The browser reports the blocked script on the console too.
    allowProblem(/^console\.error: Executing inline script violates the following Content Security Policy directive 'script-src 'self' 'sha256-/)
  })
})

test.describe('the policy with everything allowed', () => {
  test.use({ consent: { statistics: true, externalMedia: true } })

  test('de: the news, the map and the analytics load without a CSP violation', async ({ page, visit }) => {
    test.slow()
    const violations = await watchCspViolations(page)
    await page.route('**://*.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title></html>' }))
    const views = await recordPageViews(page)
    await visit('/de')
    await scrollThrough(page)
    await expect(page.getByRole('region', { name: say('de', 'News') }).getByRole('group').first()).toBeVisible()
    await expect.poll(() => page.evaluate(() => [...document.images].filter((image) => image.src.startsWith('https://heise') && image.complete && image.naturalWidth > 0).length)).toBeGreaterThan(0)
    await page.getByRole('contentinfo').getByRole('link', { name: say('de', 'Contact'), exact: true }).click()
    await expect(page.locator('iframe[src^="https://www.openstreetmap.org/"]')).toBeAttached()
    await expect.poll(() => views.requests()).toBe(2)
    expect(await violations()).toEqual([])
  })
})
