// @vitest-environment node
import { globSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BLOG_SLUGS, SERVICE_SLUGS } from './content/slugs'
import { ACCOUNT_PAGES, isIndexable, isPrivatePage, pageCatalogs, pageEntry, pageOfPath, PAGES, pageRoute, parentPage, type PageEntry, postPage, routeOf, routeFileEntries, routeFilePage, routeMatches, servedNotFoundPath, servicePage, SITE_PAGES } from './pages'

describe('the page registry', () => {
  const routeFiles = globSync('src/routes/$lang/**/*.tsx').filter((file) => routeFilePage(file) !== null)
  const routed = new Set(routeFiles.flatMap(routeFileEntries).map((entry) => entry.path))

  it('has an entry for every route file, and a route file for every page', () => {
    expect(routeFiles.filter((file) => routeFileEntries(file).length === 0)).toEqual([])
    expect(PAGES.filter((entry) => !routed.has(entry.path)).map((entry) => entry.path)).toEqual([])
  })

  it('matches route paths with parameters to their pages', () => {
    expect(routeMatches('account/$page', 'account/profile')).toBe(true)
    expect(routeMatches('account/$page', 'account')).toBe(false)
    expect(routeMatches('shop/single/$id', 'shop/single/$id')).toBe(true)
    expect(routeMatches('shop/grid', 'shop/cart')).toBe(false)
  })

  // The registry's paths are typed by the router's route tree (src/routeTree.gen.ts): `tsc` checks
  // the lines marked @ts-expect-error, and fails if one of them is accepted.
  it('takes only paths that a route renders, and finds the route of each page', () => {
    const texts = () => PAGES[0].texts()
    const known = { path: 'pricing', texts } satisfies PageEntry
    // @ts-expect-error 'prcing' is no route under /$lang
    const typo = { path: 'prcing', texts } satisfies PageEntry
    // @ts-expect-error the profile is a page of the route 'account/$page', which its entry names
    const unnamed = { path: 'account/profile', texts } satisfies PageEntry
    // @ts-expect-error 'account/$slug' is no route: the account's route names its parameter 'page'
    const misnamed = { path: 'account/profile', route: 'account/$slug', texts } satisfies PageEntry
    // @ts-expect-error a page of the route 'account/$page' lies under 'account/'
    const elsewhere = { path: 'profile', route: 'account/$page', texts } satisfies PageEntry
    const named = { path: 'account/profile', route: 'account/$page', texts } satisfies PageEntry
    expect([typo, unnamed, misnamed, elsewhere].map((entry) => entry.path)).toEqual(['prcing', 'account/profile', 'account/profile', 'profile'])
    expect([known, named].map(routeOf)).toEqual(['pricing', 'account/$page'])
    expect(pageRoute('')).toEqual({ to: '/$lang', params: {} })
    expect(pageRoute('blog/modular-monolith-first')).toEqual({ to: '/$lang/blog/$slug', params: { slug: 'modular-monolith-first' } })
    expect(pageRoute('shop/single/desk-lamp')).toEqual({ to: '/$lang/shop/single/$id', params: { id: 'desk-lamp' } })
    expect(pageRoute('account/security')).toEqual({ to: '/$lang/account/$page', params: { page: 'security' } })
    expect(pageRoute('account/wishlist')).toEqual({ to: '/$lang/account/wishlist', params: {} })
  })

  it('maps route files to their pages', () => {
    expect(routeFilePage('src/routes/$lang/index.tsx')).toBe('')
    expect(routeFilePage('src/routes/$lang/career/index.tsx')).toBe('career')
    expect(routeFilePage('src/routes/$lang/shop/[index].tsx')).toBe('shop/index')
    expect(routeFilePage('src/routes/$lang/shop/single/$id.tsx')).toBe('shop/single/$id')
    expect(routeFilePage('src/routes/$lang/route.tsx')).toBeNull()
    expect(routeFilePage('src/routes/$lang/$.tsx')).toBeNull()
    expect(routeFilePage('src/routes/$lang/-home-below-the-fold.tsx')).toBeNull()
    // An old address that redirects is no page.
    expect(routeFilePage('src/routes/$lang/career/single.tsx')).toBeNull()
    expect(routeFilePage('src/routes/$lang/career/$slug.tsx')).toBe('career/$slug')
  })

  it('lists each page once, products included', () => {
    expect(new Set(SITE_PAGES).size).toBe(SITE_PAGES.length)
    expect(SITE_PAGES).toContain('shop/single/usb-c-hub')
    expect(SITE_PAGES).not.toContain('shop/single/$id')
  })

  it('has a page for each blog post, named after its English file, and none that hides another page', () => {
    expect(BLOG_SLUGS).toEqual(globSync('locales/en/content/blog/*.md').map((file) => file.replace(/^.*\//, '').replace(/\.md$/, '')).sort())
    expect(BLOG_SLUGS.length).toBeGreaterThanOrEqual(8)
    for (const slug of BLOG_SLUGS) expect(SITE_PAGES).toContain(postPage(slug))
    expect(BLOG_SLUGS).not.toContain('grid')
    expect(BLOG_SLUGS).not.toContain('list-sidebar')
    expect(BLOG_SLUGS).not.toContain('single')
    expect(SITE_PAGES).not.toContain('blog/$slug')
  })

  it('has a page for each service, named after its English file, and none that hides another page', () => {
    expect(SERVICE_SLUGS).toEqual(globSync('locales/en/content/services/*.md').map((file) => file.replace(/^.*\//, '').replace(/\.md$/, '')).sort())
    expect(SERVICE_SLUGS).toHaveLength(8)
    for (const slug of SERVICE_SLUGS) expect(SITE_PAGES).toContain(servicePage(slug))
    for (const layout of ['v1', 'v2', 'single']) expect(SERVICE_SLUGS).not.toContain(layout)
    expect(SITE_PAGES).not.toContain('services/$slug')
    expect(isIndexable('services/v1')).toBe(true)
    expect(isIndexable('services/web')).toBe(true)
    // The second service layout shows the first service, whose own page is indexed.
    expect(isIndexable('services/single')).toBe(false)
  })

  it("names as a page's parent (its breadcrumb's middle step) an overview page of the same group", () => {
    const entries: readonly PageEntry[] = PAGES
    for (const entry of entries.filter((candidate) => candidate.parent !== undefined)) {
      const parent = entry.parent === undefined ? undefined : pageEntry(entry.parent)
      expect(parent, entry.path).toBeDefined()
      expect(parent?.section, entry.path).toBe(entry.section)
    }
    expect(parentPage('pricing')).toBeUndefined()
    expect(parentPage('blog/grid')).toBeUndefined()
    expect(parentPage('blog/list-sidebar')).toBe('blog/grid')
    expect(parentPage('saas/v3')).toBe('saas/v5')
  })

  it('keeps the sitemap to public pages', () => {
    expect(isIndexable('contact')).toBe(true)
    expect(isIndexable('shop/single/desk-lamp')).toBe(true)
    expect(isIndexable('error-404')).toBe(false)
    // Every demo page (SPEC.md §2's demos) is indexed.
    const demos = ['demos/classic', 'demos/agency/creative', 'demos/agency/digital', 'demos/agency/design', 'demos/agency/seo', 'demos/product-landing', 'demos/mobile-app', 'saas/v1', 'saas/v2', 'saas/v3', 'saas/v4', 'saas/v5', 'demos/finance-consulting', 'shop/index']
    for (const page of demos) expect(isIndexable(page), page).toBe(true)
    expect(isIndexable('account/profile')).toBe(false)
    expect(isIndexable('no/such/page')).toBe(false)
    // The signed-out page is in the account's group, but no page of the account.
    expect(ACCOUNT_PAGES).toEqual(['account/profile', 'account/security', 'account/notifications', 'account/projects', 'account/payment-details', 'account/order-history', 'account/delete-profile'])
    expect(isIndexable('blog/grid')).toBe(true)
    expect(isIndexable('blog/list-sidebar')).toBe(true)
    expect(isIndexable('blog/modular-monolith-first')).toBe(true)
    // The post layouts show the newest post, whose own page is indexed.
    expect(isIndexable('blog/single/v1')).toBe(false)
    expect(isIndexable('blog/single/v2')).toBe(false)
  })
})

describe('the catalogs of a page', () => {
  it('adds the area of the page to messages', () => {
    expect(pageCatalogs('')).toEqual(['messages', 'home'])
    expect(pageCatalogs('shop/grid')).toEqual(['messages', 'shop'])
    expect(pageCatalogs('shop/single/desk-lamp')).toEqual(['messages', 'shop'])
    expect(pageCatalogs('auth/sign-in')).toEqual(['messages', 'account'])
    expect(pageCatalogs('pages-logout')).toEqual(['messages', 'account'])
    expect(pageCatalogs('account/wishlist')).toEqual(['messages', 'shop', 'account'])
    expect(pageCatalogs('pricing')).toEqual(['messages', 'content'])
    expect(pageCatalogs('help/center')).toEqual(['messages', 'content'])
    expect(pageCatalogs('blog/grid')).toEqual(['messages', 'blog'])
    expect(pageCatalogs('blog/modular-monolith-first')).toEqual(['messages', 'blog'])
  })

  it('gives pages of no area, and unknown pages, messages only', () => {
    expect(pageCatalogs('contact')).toEqual(['messages'])
    expect(pageCatalogs('404')).toEqual(['messages'])
    expect(pageCatalogs('blog/no-such-post')).toEqual(['messages'])
    expect(pageCatalogs('shopping')).toEqual(['messages'])
  })

  it('reads the page of an address', () => {
    expect(pageOfPath('/en/shop/grid')).toBe('shop/grid')
    expect(pageOfPath('/en/shop/grid/')).toBe('shop/grid')
    expect(pageOfPath('/en')).toBe('')
    expect(pageOfPath('/en/')).toBe('')
  })
})

describe('servedNotFoundPath', () => {
  it('maps an unknown path under a language to that language’s 404 page', () => {
    expect(servedNotFoundPath('/en/no/such/page')).toBe('/en/404')
    expect(servedNotFoundPath('/de/kontakt')).toBe('/de/404')
    expect(servedNotFoundPath('/tr/contact/extra/')).toBe('/tr/404')
    expect(servedNotFoundPath('/en/shop/single/no-such-product')).toBe('/en/404')
    expect(servedNotFoundPath('/de/shop')).toBe('/de/404')
    expect(servedNotFoundPath('/en/blog/no-such-post')).toBe('/en/404')
    expect(servedNotFoundPath('/tr/blog')).toBe('/tr/404')
  })

  it('leaves the old addresses of moved pages to their redirect, and answers a job or article no one wrote with the 404 page', () => {
    expect(servedNotFoundPath('/en/career/single')).toBeNull()
    expect(servedNotFoundPath('/de/help/detail/')).toBeNull()
    expect(servedNotFoundPath('/tr/career/backend-developer')).toBeNull()
    expect(servedNotFoundPath('/en/help/paying-for-your-order')).toBeNull()
    expect(servedNotFoundPath('/en/career/data-engineer')).toBe('/en/404')
    expect(servedNotFoundPath('/de/help/shipping-to-mars')).toBe('/de/404')
  })

  it('leaves the pages of the site alone, with or without a trailing slash', () => {
    for (const path of ['/tr', '/en/', '/de/contact', '/en/contact/', '/tr/about/v1', '/de/auth/sign-in', '/en/404', '/de/shop/grid', '/en/shop/single/ceramic-mug/', '/tr/account/wishlist', '/de/blog/grid', '/en/blog/modular-monolith-first/']) {
      expect(servedNotFoundPath(path)).toBeNull()
    }
  })

  it('leaves paths without a valid language to the language redirect', () => {
    expect(servedNotFoundPath('/')).toBeNull()
    expect(servedNotFoundPath('/contact')).toBeNull()
    expect(servedNotFoundPath('/EN/contact')).toBeNull()
    expect(servedNotFoundPath('/fr/whatever')).toBeNull()
  })
})

describe('isPrivatePage', () => {
  it('marks the account pages and the signed-out page, not the public ones', () => {
    expect(isPrivatePage('account/profile')).toBe(true)
    expect(isPrivatePage('account/order-history')).toBe(true)
    expect(isPrivatePage('pages-logout')).toBe(true)
    expect(isPrivatePage('auth/sign-in')).toBe(false)
    expect(isPrivatePage('contact')).toBe(false)
    expect(isPrivatePage('')).toBe(false)
  })
})
