import { globSync } from 'node:fs'
import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// Each area's messages are a catalog of their own, loaded only by the pages of that area (a
// catalog has a 10 kB budget); `messages` holds what any page may show: the layout, the header
// and its widgets (the cart panel and the shop's product names with it, the account menu), the
// footer, the menus and page titles, contact, the template pages. Which pages load which
// catalog: `pageCatalogs` in src/lib/i18n.ts. A file in two areas puts its messages in both.
const tests = '**/*.test.*'
const AREAS = {
  home: {
    include: ['src/features/home', 'src/features/news', 'src/features/newsletter', 'src/routes/$lang/index.tsx', 'src/routes/$lang/-home-below-the-fold.tsx'],
    exclude: [],
  },
  shop: {
    include: ['src/features/shop', 'src/routes/$lang/shop', 'src/routes/$lang/account/wishlist.tsx'],
    // What the header's cart button and panel show on every page stays in `messages`.
    exclude: [
      'src/features/shop/catalog-data.ts',
      'src/features/shop/use-cart.ts',
      'src/features/shop/components/cart-button.tsx',
      'src/features/shop/components/cart-panel.tsx',
      'src/features/shop/components/cart-lines.tsx',
      'src/features/shop/components/empty-cart.tsx',
    ],
  },
  account: {
    include: ['src/features/auth', 'src/routes/$lang/auth', 'src/routes/$lang/account', 'src/routes/$lang/pages-logout.tsx'],
    // The header's account entry and menu stay in `messages`.
    exclude: ['src/features/auth/components/header-account.tsx', 'src/features/auth/components/account-menu.tsx'],
  },
  content: {
    include: [
      'src/features/content-pages',
      // The home page's email subscription, on the coming-soon page too.
      'src/features/newsletter',
      'src/routes/$lang/about',
      'src/routes/$lang/career',
      'src/routes/$lang/help',
      'src/routes/$lang/coming-soon.tsx',
      'src/routes/$lang/faq.tsx',
      'src/routes/$lang/pricing.tsx',
      'src/routes/$lang/terms-conditions.tsx',
    ],
    exclude: [],
  },
} as const

/** The source files of an area: its paths (folders or files), without its exceptions and tests. */
function areaFiles(area: { include: readonly string[]; exclude: readonly string[] }): string[] {
  return area.include
    .flatMap((path) => (/\.tsx?$/.test(path) ? [path] : globSync(`${path}/**/*.{ts,tsx}`)))
    .filter((file) => !/\.test\./.test(file) && !area.exclude.includes(file))
    .sort()
}

export default defineConfig({
  sourceLocale: 'en',
  // 'pseudo' is English pseudo-localized at compile time, for QA in dev and demo builds (src/lib/i18n.ts).
  locales: ['tr', 'en', 'de', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src'],
      exclude: [tests, ...Object.values(AREAS).flatMap(areaFiles)],
    },
    ...Object.entries(AREAS).map(([name, area]) => ({ path: `<rootDir>/locales/{locale}/${name}`, include: areaFiles(area), exclude: [tests] })),
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
})
