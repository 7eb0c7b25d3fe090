// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { loadI18n } from '~/lib/i18n'
import { LANGUAGES } from '~/lib/languages'
import { isIndexable, SECTION_KEYS, SITE_PAGES } from '~/site/pages'
import { menuEntries } from '~/site/menu-entries'
import { menuTree, OPEN_JOB_COUNT } from './menu'

/**
 * SPEC.md §2 "Static navigation menu", transcribed by hand ({id} is the demo product 1): its addresses
 * stay, its groups are renamed. The job and help article layouts (/career/single, /help/detail) are
 * a page per item now: their entries open the newest opening and the help center's first article.
 */
const SPEC_MENU = {
  demos: [
    '/demos/classic',
    '/demos/agency/creative',
    '/demos/agency/digital',
    '/demos/agency/design',
    '/demos/agency/seo',
    '/demos/product-landing',
    '/demos/mobile-app',
    '/saas/v1',
    '/saas/v2',
    '/saas/v3',
    '/saas/v4',
    '/saas/v5',
    '/demos/finance-consulting',
    '/shop/index',
  ],
  pages: [
    '/about/v1',
    '/about/v2',
    '/about/v3',
    '/team',
    '/services/v1',
    '/services/v2',
    '/services/single',
    '/customer/stories',
    '/customer/story-single',
    '/career',
    '/career/frontend-developer',
    '/contact/v1',
    '/contact/v2',
    '/saas/features',
    '/saas/feature-single',
    '/saas/integrations',
    '/saas/integration-single',
  ],
  shop: ['/shop/grid', '/shop/single/storm-hoodie', '/shop/cart', '/shop/empty-cart', '/shop/checkout'],
  blog: ['/blog/grid', '/blog/list-sidebar', '/blog/single/v1', '/blog/single/v2'],
  specialty: ['/help/center', '/help/first-steps-with-storm-plan', '/pricing', '/faq', '/error-404', '/coming-soon', '/terms-conditions'],
  auth: ['/auth/sign-up', '/auth/sign-in', '/auth/forgot-password'],
  account: [
    '/account/profile',
    '/account/security',
    '/account/notifications',
    '/account/projects',
    '/account/payment-details',
    '/account/order-history',
    '/account/wishlist',
    '/account/delete-profile',
  ],
  portfolio: ['/portfolio/masonry', '/portfolio/showcase', '/portfolio/list', '/portfolio/case-study/v1', '/portfolio/case-study/v2'],
}

describe('the menu tree', () => {
  it.each(LANGUAGES)('holds every entry of SPEC.md §2 once, prefixed with /%s, in groups named for what a visitor finds', (lang) => {
    const tree = menuTree(lang)
    const urls = tree.flatMap((group) => group.children.map((entry) => entry.url))
    expect([...urls].sort()).toEqual(Object.values(SPEC_MENU).flatMap((paths) => paths.map((path) => `/${lang}${path}`)).sort())
    expect(tree.map((group) => group.key)).toEqual(['products', 'services', 'customers', 'company', 'shop', 'resources', 'account'])
    for (const group of tree) {
      for (const entry of group.children) expect(entry.parentKey).toBe(group.key)
    }
    // Signing in and the account's pages are one group (no "Auth" beside "Account").
    const account = tree.find((group) => group.key === 'account')?.children.map((entry) => entry.url)
    expect(account).toEqual([...SPEC_MENU.auth, ...SPEC_MENU.account].map((path) => `/${lang}${path}`))
    // A group's overview page comes first.
    expect(tree.map((group) => group.children[0]?.page)).toEqual(['saas/v5', 'services/v1', 'customer/stories', 'about/v1', 'shop/index', 'blog/grid', 'auth/sign-up'])
  })

  it('puts every menu entry in a group, and the product page once', () => {
    const menu = SECTION_KEYS.flatMap((group) => menuEntries(group).map((item) => item.page))
    expect(menu.filter((page) => page.startsWith('shop/single/'))).toEqual(['shop/single/storm-hoodie'])
    expect(menu).toHaveLength(63)
  })

  it('links only to pages the site prerenders', () => {
    for (const entry of menuTree('en').flatMap((group) => group.children)) {
      expect(SITE_PAGES).toContain(entry.page)
    }
  })

  it('opens the 404, coming-soon and auth entries in a new tab, and nothing else', () => {
    const newTab = menuTree('en')
      .flatMap((group) => group.children)
      .filter((entry) => entry.target === '_blank')
      .map((entry) => entry.page)
    expect(newTab).toEqual(['error-404', 'coming-soon', 'auth/sign-up', 'auth/sign-in', 'auth/forgot-password'])
  })

  it.each(LANGUAGES)('has translated labels and badges in %s', async (lang) => {
    const i18n = await loadI18n(lang)
    const english = await loadI18n('en')
    const entries = menuTree(lang).flatMap((group) => group.children)
    const career = entries.find((entry) => entry.page === 'career')
    expect(career?.badge && i18n._(career.badge)).toMatch(new RegExp(`^${OPEN_JOB_COUNT}\\D`))
    const labels = menuTree(lang).flatMap((group) => entries.filter((entry) => entry.parentKey === group.key).map((entry) => entry.label).concat(group.label))
    for (const label of labels) expect(i18n._(label)).not.toBe('')
    // Most labels differ from English (names like "Blog" or "Storm Link — …" may stay in part).
    const same = labels.filter((label) => i18n._(label) === english._(label))
    expect(same.length).toBeLessThan(lang === 'en' ? Infinity : labels.length / 3)
  })

  it('keeps private pages and the 404 design out of the index, real pages in', () => {
    expect(isIndexable('pricing')).toBe(true)
    expect(isIndexable('contact')).toBe(true)
    expect(isIndexable('error-404')).toBe(false)
    expect(isIndexable('demos/classic')).toBe(true)
    expect(isIndexable('shop/grid')).toBe(true)
    expect(isIndexable('account/profile')).toBe(false)
    expect(isIndexable('pages-logout')).toBe(false)
  })
})
