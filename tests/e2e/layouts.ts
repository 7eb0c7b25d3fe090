import { BLOG_SLUGS, contentSlugs, CUSTOMER_STORY_SLUGS, FEATURE_SLUGS, HELP_ARTICLE_SLUGS, INTEGRATION_SLUGS, JOB_SLUGS, SERVICE_SLUGS } from '../../src/site/content/slugs'
import { PRODUCT_IDS } from '../../src/site/product-ids'
import { ACCOUNT_PAGES, featurePage, helpArticlePage, integrationPage, jobPage, postPage, productPage, servicePage, SITE_PAGES, storyPage, studyPage, type SitePage } from '../../src/site/pages'

/**
 * One page of each distinct layout. The product pages share one layout, the blog's posts another
 * (the two post layouts have pages of their own), the customer stories, the services, the
 * products' features and integrations, the case studies, the jobs and the help articles one each
 * (the second layouts of the first five have pages of their own), and a signed-out visitor sees the same sign-in prompt on all seven account
 * pages:
 * the checks that cost seconds per page (axe in both themes, the first visit scrolled through in
 * the pseudo locale, reaching a page through the menu in navigation.spec.ts) run on the
 * first of each and on every other page; crawl.spec.ts follows the links of all of them over HTTP
 * and checks that none loads anything from another host.
 */
const repeated = new Set<string>([
  ...PRODUCT_IDS.slice(1).map(productPage),
  ...BLOG_SLUGS.slice(1).map(postPage),
  ...CUSTOMER_STORY_SLUGS.slice(1).map(storyPage),
  ...SERVICE_SLUGS.slice(1).map(servicePage),
  ...FEATURE_SLUGS.slice(1).map(featurePage),
  ...INTEGRATION_SLUGS.slice(1).map(integrationPage),
  ...contentSlugs('case-studies').slice(1).map(studyPage),
  ...JOB_SLUGS.slice(1).map(jobPage),
  ...HELP_ARTICLE_SLUGS.slice(1).map(helpArticlePage),
  ...ACCOUNT_PAGES.slice(1),
])
export const LAYOUT_PAGES: readonly SitePage[] = SITE_PAGES.filter((page) => !repeated.has(page))

/** Splits a list into runs of `size`, for tests that visit several pages in one browser page. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size))
}
