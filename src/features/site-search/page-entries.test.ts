// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { indexEntries, search } from './search'
import { loadI18n } from '~/lib/i18n'
import { BLOG_SLUGS, contentSlugs, CUSTOMER_STORY_SLUGS, FEATURE_SLUGS, HELP_ARTICLE_SLUGS, INTEGRATION_SLUGS, JOB_SLUGS, SERVICE_SLUGS } from '~/site/content/slugs'
import { featurePage, helpArticlePage, integrationPage, jobPage, postPage, servicePage, SITE_PAGES, storyPage, studyPage } from '~/site/pages'
import { pageSearchEntries } from './page-entries'

describe('page search entries', () => {
  it('cover every page of the site with its translated title and summary', async () => {
    const entries = pageSearchEntries(await loadI18n('de'), 'de')
    // Of the product, job and help article pages only the menu's: the shop's products, the blog's posts, the customer stories, the services, the products' features and integrations, the case studies, the jobs and the help articles are search sources of their own.
    const posts = new Set<string>([
      ...BLOG_SLUGS.map(postPage),
      ...CUSTOMER_STORY_SLUGS.map(storyPage),
      ...SERVICE_SLUGS.map(servicePage),
      ...FEATURE_SLUGS.map(featurePage),
      ...INTEGRATION_SLUGS.map(integrationPage),
      ...contentSlugs('case-studies').map(studyPage),
    ])
    const items = new Set<string>([...JOB_SLUGS.map(jobPage), ...HELP_ARTICLE_SLUGS.map(helpArticlePage)])
    const menuItems = new Set<string>(['shop/single/storm-hoodie', 'career/frontend-developer', 'help/first-steps-with-storm-plan'])
    const pages = SITE_PAGES.filter((page) => ((!page.startsWith('shop/single/') && !items.has(page)) || menuItems.has(page)) && !posts.has(page))
    expect(entries.map((entry) => entry.url).sort()).toEqual(pages.map((page) => (page === '' ? '/de' : `/de/${page}`)).sort())
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
