import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Lang } from '~/lib/languages'
import type { SitePage } from '~/lib/site-pages'
import { PAGE_INFO, SECTIONS, type CatalogPage, type SectionKey } from './pages'

/** Open positions on the career page; the menu's "2 Jobs" badge counts them. */
export const OPEN_JOB_COUNT = 2

/** A menu item (SPEC.md §3): a group with children, or an entry with a language-prefixed url. */
export interface MenuGroup {
  key: SectionKey
  label: MessageDescriptor
  icon: SectionKey
  children: readonly MenuEntry[]
}

export interface MenuEntry {
  key: string
  label: MessageDescriptor
  /** The page, for the router's typed link. */
  page: SitePage
  /** The address with its language prefix. */
  url: string
  parentKey: SectionKey
  badge?: MessageDescriptor
  /** `_blank`: opens in a new tab (rel="noopener"), and the link says so. */
  target?: '_blank'
}

export type MenuItem = MenuGroup | MenuEntry

interface EntrySpec {
  page: CatalogPage
  badge?: MessageDescriptor
  newTab?: true
}

const isNew = msg`New`

/** SPEC.md §2, "Static navigation menu": every group and entry, in order. */
const STRUCTURE: Record<SectionKey, readonly EntrySpec[]> = {
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
    { page: 'saas/v5', badge: isNew },
    { page: 'demos/finance-consulting', badge: isNew },
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
    { page: 'career', badge: msg`${OPEN_JOB_COUNT} Jobs` },
    { page: 'career/single' },
    { page: 'contact/v1' },
    { page: 'contact/v2' },
    { page: 'saas/features' },
    { page: 'saas/feature-single' },
    { page: 'saas/integrations' },
    { page: 'saas/integration-single' },
  ],
  shop: [{ page: 'shop/grid' }, { page: 'shop/single/1' }, { page: 'shop/cart' }, { page: 'shop/empty-cart' }, { page: 'shop/checkout' }],
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
export function pageUrl(lang: Lang, page: SitePage): string {
  return page === '' ? `/${lang}` : `/${lang}/${page}`
}

/** The whole static navigation in one language: labels are descriptors, urls carry the prefix. */
export function menuTree(lang: Lang): readonly MenuGroup[] {
  return (Object.keys(STRUCTURE) as SectionKey[]).map((key) => ({
    key,
    label: SECTIONS[key],
    icon: key,
    children: STRUCTURE[key].map((spec) => {
      const entry: MenuEntry = { key: `${key}:${spec.page}`, label: PAGE_INFO[spec.page].title, page: spec.page, url: pageUrl(lang, spec.page), parentKey: key }
      if (spec.badge) entry.badge = spec.badge
      if (spec.newTab) entry.target = '_blank'
      return entry
    }),
  }))
}
