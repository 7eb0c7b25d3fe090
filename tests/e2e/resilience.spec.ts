import type { Page } from '@playwright/test'
import { STALE_CHUNK_RELOAD_KEY } from '../../src/lib/stale-chunk'
import { say } from './catalogs'
import { expect, test, waitForHydration } from './fixtures'

// Chunks of the demo build, by the names Vite gives them (name-hash.js).
const CONTACT_ROUTE_CHUNK = /\/assets\/contact-[\w-]{8}\.js$/
const OFFICES_CHUNK = /\/assets\/office-locations-[\w-]{8}\.js$/
const PAGE_END_CHUNK = /\/assets\/page-end-[\w-]{8}\.js$/

/** Counts the documents the tab loads (first load and reloads). */
function countDocuments(page: Page): { count: number } {
  const documents = { count: 0 }
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.count += 1
  })
  return documents
}

/**
 * Fails every request for a chunk, as a host does once a redeploy removed it, while `gone()` says
 * so. On the context: the demo's mock service worker fetches the page's scripts, and page.route
 * does not see its requests.
 */
async function removeChunk(page: Page, chunk: RegExp, gone: () => boolean): Promise<void> {
  await page.context().route(chunk, (route) => (gone() ? route.fulfill({ status: 404, body: 'gone' }) : route.fallback()))
}

/** The problems a removed chunk leaves in the console and the network log, and nothing else. */
function allowMissingChunk(allowProblem: (pattern: RegExp) => void, chunk: string): void {
  allowProblem(new RegExp(`^HTTP 404: GET \\S+/assets/${chunk}-[\\w-]{8}\\.js$`))
  allowProblem(/^console\.error: Failed to load resource: the server responded with a status of 404/)
  allowProblem(new RegExp(`Failed to fetch dynamically imported module: \\S+/assets/${chunk}-[\\w-]{8}\\.js`))
  // A part that fails while it hydrates: React reports that it switched to rendering it afresh.
  allowProblem(/^uncaught: Minified React error #422;/)
}

test.describe('after a redeploy', () => {
  test('en: a route whose code is gone reloads the address once and shows the page', async ({ page, visit, allowProblem }) => {
    const documents = countDocuments(page)
    await visit('/en')
    await removeChunk(page, CONTACT_ROUTE_CHUNK, () => documents.count < 2)
    await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible()
    await waitForHydration(page)
    expect(page.url()).toMatch(/\/en\/contact$/)
    expect(documents.count).toBe(2)
    allowMissingChunk(allowProblem, 'contact')
  })

  test('de: a page part loaded by the route whose code is gone reloads the address once and shows the page', async ({ page, visit, allowProblem }) => {
    const documents = countDocuments(page)
    await visit('/de')
    await removeChunk(page, OFFICES_CHUNK, () => documents.count < 2)
    await page.getByRole('main').getByRole('link', { name: say('de', 'Contact us') }).click()

    await expect(page.getByRole('heading', { level: 1, name: say('de', 'Contact') })).toBeVisible()
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 2, name: say('de', 'Our offices') })).toBeVisible()
    expect(page.url()).toMatch(/\/de\/contact$/)
    expect(documents.count).toBe(2)
    allowMissingChunk(allowProblem, 'office-locations')
  })

  test('tr: after its one reload, a missing chunk shows the translated error page; Try again recovers', async ({ page, visit, allowProblem }) => {
    const documents = countDocuments(page)
    let gone = true
    // This address has had its reload in this session already.
    await page.addInitScript((key) => sessionStorage.setItem(key, '/tr/contact'), STALE_CHUNK_RELOAD_KEY)
    await visit('/tr')
    await removeChunk(page, OFFICES_CHUNK, () => gone)
    await page.getByRole('main').getByRole('link', { name: say('tr', 'Contact us') }).click()

    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { level: 1, name: say('tr', 'This page could not be shown') })).toBeVisible()
    await expect(alert.getByRole('link', { name: say('tr', 'Back to Homepage') })).toHaveAttribute('href', '/tr')
    await expect(page.getByRole('banner')).toBeVisible()
    await page.waitForTimeout(1000)
    expect(documents.count, 'no reload loop').toBe(1)

    gone = false
    await page.getByRole('button', { name: say('tr', 'Try again') }).click()
    await expect(page.getByRole('heading', { level: 1, name: say('tr', 'Contact') })).toBeVisible()
    await waitForHydration(page)
    expect(documents.count).toBe(2)
    allowMissingChunk(allowProblem, 'office-locations')
  })

  test('en: a lazily loaded part that fails goes away and the rest of the page works', async ({ page, visit, allowProblem }) => {
    await removeChunk(page, PAGE_END_CHUNK, () => true)
    await visit('/en')
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible()
    allowMissingChunk(allowProblem, 'page-end')
  })
})
