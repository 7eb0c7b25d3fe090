/**
 * The catalogs of each language (lingui.config.ts): `messages` holds what any page may show, each
 * area's catalog what only that area's pages show. Each is a chunk of its own (src/lib/i18n.ts
 * loads them; the build's start script preloads a page's, scripts/deferred-start.ts).
 */
export const CATALOGS = ['messages', 'home', 'shop', 'account', 'content'] as const
export type Catalog = (typeof CATALOGS)[number]

/**
 * The pages (paths without the language) of each area: they load the area's catalog too. A page
 * of no area (the template pages, contact, privacy, 404) needs `messages` only; lingui.config.ts
 * puts the area's source files into its catalog.
 */
const AREA_PAGES: readonly (readonly [Catalog, RegExp])[] = [
  ['home', /^$/],
  ['shop', /^(?:shop|account\/wishlist)(?:\/|$)/],
  ['account', /^(?:auth|account|pages-logout)(?:\/|$)/],
  ['content', /^(?:about|career|help|faq|pricing|terms-conditions|coming-soon)(?:\/|$)/],
]

/** The catalogs a page needs, by its path without the language (`''` is home, `'shop/grid'`). */
export function pageCatalogs(page: string): Catalog[] {
  return ['messages', ...AREA_PAGES.filter(([, pattern]) => pattern.test(page)).map(([catalog]) => catalog)]
}

/** The page of an address: `/en/shop/grid` → `shop/grid`. */
export function pageOfPath(pathname: string): string {
  return pathname.split('/').filter(Boolean).slice(1).join('/')
}
