import { isLang, type Lang } from './languages'

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

export type TemplatePagePath = (typeof TEMPLATE_PAGES)[number]

/** Ids of the demo shop's products; the catalog (src/features/shop) is keyed by them. */
export const PRODUCT_IDS = [
  'storm-hoodie',
  'aurora-headphones',
  'ceramic-mug',
  'linen-shirt',
  'rain-jacket',
  'wool-beanie',
  'canvas-backpack',
  'leather-wallet',
  'steel-bottle',
  'desk-lamp',
  'dot-notebook',
  'mechanical-keyboard',
  'smart-watch',
  'usb-c-hub',
] as const
export type ProductId = (typeof PRODUCT_IDS)[number]

export function productPage(id: ProductId) {
  return `shop/single/${id}` as const
}

/** The demo shop's pages (SPEC.md §2 "Shop", the wishlist of "Account"), every product included. */
export const SHOP_PAGES = [
  'shop/index',
  'shop/grid',
  'shop/cart',
  'shop/empty-cart',
  'shop/checkout',
  'account/wishlist',
  ...PRODUCT_IDS.map(productPage),
] as const
export type ShopPagePath = (typeof SHOP_PAGES)[number]


/** Sign-in, sign-up and the account (issue 12): real routes under src/routes/$lang. */
export const AUTH_PAGES = ['auth/sign-in', 'auth/sign-up', 'auth/forgot-password', 'pages-logout'] as const
export const ACCOUNT_PAGES = [
  'account/profile',
  'account/security',
  'account/notifications',
  'account/projects',
  'account/payment-details',
  'account/order-history',
  'account/delete-profile',
] as const
export type AccountPagePath = (typeof ACCOUNT_PAGES)[number]

export const SITE_PAGES = ['', ...CONTENT_PAGES, 'privacy', ...TEMPLATE_PAGES, ...AUTH_PAGES, ...ACCOUNT_PAGES, ...SHOP_PAGES] as const
export type SitePage = (typeof SITE_PAGES)[number]

/** Pages about the visitor's own session: `noindex` and out of the sitemap. */
export function isPrivatePage(path: string): boolean {
  return path === 'pages-logout' || (ACCOUNT_PAGES as readonly string[]).includes(path)
}
export function isTemplatePage(path: string): path is TemplatePagePath {
  return (TEMPLATE_PAGES as readonly string[]).includes(path)
}

export function isSitePage(path: string): path is SitePage {
  return (SITE_PAGES as readonly string[]).includes(path)
}

/**
 * Pages search engines may index (and the sitemap lists): not the template pages, not the 404
 * design, not the pages about the visitor's own session.
 */
export function isIndexable(page: SitePage): boolean {
  return page !== 'error-404' && !isTemplatePage(page) && !isPrivatePage(page)
}

/** The address of a page in a language, without the origin: '/en', '/en/contact'. */
export function localPath(lang: Lang, page: string): string {
  return page === '' ? `/${lang}` : `/${lang}/${page}`
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
