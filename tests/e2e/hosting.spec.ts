import { FILE_POLICY, HEADER_POLICY } from '../../scripts/security-headers'
import { expect, test } from './fixtures'

// The production build as scripts/serve.ts serves it, as a host configured from `_headers` does.

test('tr, en, de: the blog feeds go as RSS and Atom in UTF-8 with the files policy', async ({ request }) => {
  for (const lang of ['tr', 'en', 'de']) {
    for (const [kind, type] of [
      ['rss', 'application/rss+xml; charset=utf-8'],
      ['atom', 'application/atom+xml; charset=utf-8'],
    ]) {
      const feed = await request.get(`/${lang}/blog/${kind}.xml`)
      expect(feed.status()).toBe(200)
      expect(feed.headers()['content-type'], `${lang} ${kind}`).toBe(type)
      expect(feed.headers()['content-security-policy']).toBe(`${HEADER_POLICY}, ${FILE_POLICY}`)
      expect(feed.headers()['x-content-type-options']).toBe('nosniff')
    }
  }
  // German letters arrive as the feed's UTF-8, read as the header says.
  expect(await (await request.get('/de/blog/rss.xml')).text()).toContain('für den Mittelstand')
})

test('en: images and the sitemap carry the policy that lets nothing in them run', async ({ request }) => {
  for (const path of ['/images/brand/favicon.svg', '/images/icons.svg', '/sitemap.xml']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-security-policy'], path).toBe(`${HEADER_POLICY}, ${FILE_POLICY}`)
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
  }
  expect((await request.get('/sitemap.xml')).headers()['content-type']).toBe('application/xml; charset=utf-8')
  // A page keeps the site-wide header alone: its own policy, with its hashes, is in the page.
  expect((await request.get('/en/contact')).headers()['content-security-policy']).toBe(HEADER_POLICY)
})

test('en: the host configuration file is not served', async ({ request }) => {
  const response = await request.get('/_headers')
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8')
  expect(await response.text()).not.toContain('Strict-Transport-Security')
})

test('en: an address with // after the host stays on this site', async ({ page, baseURL }) => {
  // Not through `visit`: the first answer is the redirect under test, then the redirect page sends
  // the visitor on to the site's home in the stored language (none here: Turkish).
  await page.goto(`${baseURL ?? ''}//evil.example/en/contact`)
  expect(new URL(page.url()).origin).toBe(baseURL)
  await expect(page).toHaveURL(/\/tr$/)
})
