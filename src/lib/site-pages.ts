import { isLang } from './languages'

/**
 * The page paths that exist under every language prefix (without the prefix; '' is home).
 * One list feeds prerendering, the sitemap, the redirect of un-prefixed URLs, the menu and the
 * link crawl.
 */

/** Pages with a route and content of their own. */
export const CONTENT_PAGES = [
  'contact',
  'about/v1',
  'career',
  'career/single',
  'help/center',
  'help/detail',
  'pricing',
  'faq',
  'terms-conditions',
  'coming-soon',
  'error-404',
] as const
export type ContentPagePath = (typeof CONTENT_PAGES)[number]

/**
 * Entries of the demo's static navigation (SPEC.md §2) that render the shared template-page
 * layout: translated title, breadcrumb, summary and links to related pages; noindex.
 */
export const TEMPLATE_PAGES = [
  'demos/classic',
  'demos/agency/creative',
  'demos/agency/digital',
  'demos/agency/design',
  'demos/agency/seo',
  'demos/product-landing',
  'demos/mobile-app',
  'saas/v1',
  'saas/v2',
  'saas/v3',
  'saas/v4',
  'saas/v5',
  'demos/finance-consulting',
  'about/v2',
  'about/v3',
  'team',
  'services/v1',
  'services/v2',
  'services/single',
  'customer/stories',
  'customer/story-single',
  'contact/v1',
  'contact/v2',
  'saas/features',
  'saas/feature-single',
  'saas/integrations',
  'saas/integration-single',
  'blog/grid',
  'blog/list-sidebar',
  'blog/single/v1',
  'blog/single/v2',
  'portfolio/masonry',
  'portfolio/showcase',
  'portfolio/list',
  'portfolio/case-study/v1',
  'portfolio/case-study/v2',
] as const

/**
 * Entries whose real pages the shop and auth work brings (shop, auth, account). Until those
 * routes land they render the template layout, so no menu link is dead. At merge: a file route
 * wins over the splat; move each path that has its own route into that feature's list.
 */
export const PENDING_TEMPLATE_PAGES = [
  'shop/index',
  'shop/grid',
  'shop/single/1',
  'shop/cart',
  'shop/empty-cart',
  'shop/checkout',
  'auth/sign-up',
  'auth/sign-in',
  'auth/forgot-password',
  'account/profile',
  'account/security',
  'account/notifications',
  'account/projects',
  'account/payment-details',
  'account/order-history',
  'account/wishlist',
  'account/delete-profile',
] as const

export type TemplatePagePath = (typeof TEMPLATE_PAGES)[number] | (typeof PENDING_TEMPLATE_PAGES)[number]

export const SITE_PAGES = ['', ...CONTENT_PAGES, ...TEMPLATE_PAGES, ...PENDING_TEMPLATE_PAGES] as const
export type SitePage = (typeof SITE_PAGES)[number]

export function isTemplatePage(path: string): path is TemplatePagePath {
  return (TEMPLATE_PAGES as readonly string[]).includes(path) || (PENDING_TEMPLATE_PAGES as readonly string[]).includes(path)
}

export function isSitePage(path: string): path is SitePage {
  return (SITE_PAGES as readonly string[]).includes(path)
}

/** Pages search engines may index (and the sitemap lists): not the template pages, not the 404 design. */
export function isIndexable(page: SitePage): boolean {
  return page !== 'error-404' && !isTemplatePage(page)
}

/** Where the static host serves each language's 404 page from (rendered with status 200 at build). */
export const NOT_FOUND_PAGE = '404'

/**
 * The path the router matches for a URL under a language that is no page of the site: that
 * language's 404 page, which is what the static host serves for it. Matching the very page that
 * was prerendered lets it hydrate as it is (the address bar keeps the visitor's URL). Null for
 * every other URL.
 */
export function servedNotFoundPath(pathname: string): string | null {
  const [, lang, ...rest] = pathname.split('/')
  const page = rest.join('/').replace(/\/+$/, '')
  if (lang === undefined || !isLang(lang) || page === NOT_FOUND_PAGE) return null
  return isSitePage(page) ? null : `/${lang}/${NOT_FOUND_PAGE}`
}
