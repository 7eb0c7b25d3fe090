// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { productSearchEntries } from '~/features/shop/catalog/api'
import { loadI18n } from '~/lib/i18n'
import { LANGUAGES } from '~/lib/languages'
import { localPath, pageEntry, pageOfPath, PAGES, pageTexts, SITE_PAGES, type PageEntry } from '~/site/pages'
import { contentSearchEntries } from './content-entries'
import { pageSearchEntries } from './page-entries'
import { indexEntries, search } from './search'

describe('page search entries', () => {
  it('cover every page of the site with its translated title and summary, but the pages of a path with a parameter', async () => {
    const entries = pageSearchEntries(await loadI18n('de'), 'de')
    // The shop's products, the blog's posts, the customer stories, the services, the products'
    // features and integrations, the case studies, the jobs and the help articles are search sources of their own.
    const pages = SITE_PAGES.filter((page) => pageEntry(page)?.params === undefined)
    expect(entries.map((entry) => entry.url).sort()).toEqual(pages.map((page) => localPath('de', page)).sort())
    expect(entries.find((entry) => entry.url === '/de/pricing')?.title).toBe('Preise')
  })

  it('find pages in the current language, typed without Turkish or German letters', async () => {
    const tr = indexEntries(pageSearchEntries(await loadI18n('tr'), 'tr'))
    expect(search(tr, 'iletisim')[0]?.url).toBe('/tr/contact')
    expect(search(tr, 'sifremi')[0]?.url).toBe('/tr/auth/forgot-password')
    const de = indexEntries(pageSearchEntries(await loadI18n('de'), 'de'))
    expect(search(de, 'haufig')[0]?.url).toBe('/de/faq')
    expect(search(de, 'uber uns')[0]?.url).toBe('/de/about/v1')
    expect(search(de, 'geschichte')[0]?.url).toBe('/de/about/v2')
  })
})

// What the site search lists (routes/-components/site-search.tsx): the pages, the shop's products
// and the content collections. A path with a parameter (`career/$slug`) has a registry title for
// its kind of page ("Job details"); the visitor gets each job, article and product by its own.
describe('the site search', () => {
  const registry: readonly PageEntry[] = PAGES
  const withParams = registry.filter((entry) => entry.params !== undefined)

  it.each(LANGUAGES)('%s: lists each item once, by its own title, and no entry titled for its kind of page', async (lang) => {
    const i18n = await loadI18n(lang)
    const entries = [
      ...pageSearchEntries(i18n, lang),
      ...productSearchEntries(i18n, lang).map((product) => ({ id: product.id, kind: 'Product', title: product.name, summary: product.category, url: product.url })),
      ...(await contentSearchEntries(i18n, lang)),
    ]
    const urls = entries.map((entry) => entry.url)
    expect(urls.filter((url, index) => urls.indexOf(url) !== index)).toEqual([])
    // Every job, help article, product, post… is there, under a title that is not its path's.
    for (const entry of withParams) {
      const kindTitle = i18n._(entry.texts().title)
      const items = entries.filter((item) => pageEntry(pageOfPath(item.url)) === entry)
      expect(items.map((item) => item.url).sort(), entry.path).toEqual(SITE_PAGES.filter((page) => pageEntry(page) === entry).map((page) => localPath(lang, page)).sort())
      expect(items.filter((item) => item.title === kindTitle), entry.path).toEqual([])
    }
    // Searching for "Job details" or "Help article" in the page's language finds no entry so titled.
    const index = indexEntries(entries)
    for (const path of ['career/$slug', 'help/$slug'] as const) {
      const kindTitle = i18n._(pageTexts(path).title)
      expect(search(index, kindTitle).map((hit) => hit.title)).not.toContain(kindTitle)
    }
  })
})
