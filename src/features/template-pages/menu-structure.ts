import type { ProductId, SitePage } from '~/lib/site-pages'

/** The menu's groups, in order; their labels are the page catalogue's section names. */
export type SectionKey = 'demos' | 'pages' | 'shop' | 'blog' | 'specialty' | 'auth' | 'account' | 'portfolio'

/** The product page the menu's shop group shows (SPEC.md §2 /shop/single/{id}). */
export const MENU_PRODUCT_PAGE = 'shop/single/storm-hoodie' satisfies SitePage

/**
 * Every page but home. Of the product pages only the menu's one: the shop gives each product its
 * own title and description.
 */
export type CatalogPage = Exclude<SitePage, '' | `shop/single/${ProductId}`> | typeof MENU_PRODUCT_PAGE

export interface EntrySpec {
  page: CatalogPage
  badge?: 'new' | 'jobs'
  newTab?: true
}

/** SPEC.md §2, "Static navigation menu": every group and entry, in order. */
export const MENU_STRUCTURE: Record<SectionKey, readonly EntrySpec[]> = {
  demos: [
    { page: 'demos/classic' },
    { page: 'demos/agency/creative' },
    { page: 'demos/agency/digital' },
    { page: 'demos/agency/design' },
    { page: 'demos/agency/seo' },
    { page: 'demos/product-landing' },
    { page: 'demos/mobile-app' },
    { page: 'saas/v1' },
    { page: 'saas/v2' },
    { page: 'saas/v3' },
    { page: 'saas/v4' },
    { page: 'saas/v5', badge: 'new' },
    { page: 'demos/finance-consulting', badge: 'new' },
    { page: 'shop/index' },
  ],
  pages: [
    { page: 'about/v1' },
    { page: 'about/v2' },
    { page: 'about/v3' },
    { page: 'team' },
    { page: 'services/v1' },
    { page: 'services/v2' },
    { page: 'services/single' },
    { page: 'customer/stories' },
    { page: 'customer/story-single' },
    { page: 'career', badge: 'jobs' },
    { page: 'career/single' },
    { page: 'contact/v1' },
    { page: 'contact/v2' },
    { page: 'saas/features' },
    { page: 'saas/feature-single' },
    { page: 'saas/integrations' },
    { page: 'saas/integration-single' },
  ],
  shop: [{ page: 'shop/grid' }, { page: MENU_PRODUCT_PAGE }, { page: 'shop/cart' }, { page: 'shop/empty-cart' }, { page: 'shop/checkout' }],
  blog: [{ page: 'blog/grid' }, { page: 'blog/list-sidebar' }, { page: 'blog/single/v1' }, { page: 'blog/single/v2' }],
  specialty: [
    { page: 'help/center' },
    { page: 'help/detail' },
    { page: 'pricing' },
    { page: 'faq' },
    { page: 'error-404', newTab: true },
    { page: 'coming-soon', newTab: true },
    { page: 'terms-conditions' },
  ],
  auth: [
    { page: 'auth/sign-up', newTab: true },
    { page: 'auth/sign-in', newTab: true },
    { page: 'auth/forgot-password', newTab: true },
  ],
  account: [
    { page: 'account/profile' },
    { page: 'account/security' },
    { page: 'account/notifications' },
    { page: 'account/projects' },
    { page: 'account/payment-details' },
    { page: 'account/order-history' },
    { page: 'account/wishlist' },
    { page: 'account/delete-profile' },
  ],
  portfolio: [
    { page: 'portfolio/masonry' },
    { page: 'portfolio/showcase' },
    { page: 'portfolio/list' },
    { page: 'portfolio/case-study/v1' },
    { page: 'portfolio/case-study/v2' },
  ],
}

/** The address of a page in a language. */
export function pageUrl(lang: string, page: SitePage): string {
  return page === '' ? `/${lang}` : `/${lang}/${page}`
}
