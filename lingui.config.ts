import { globSync } from 'node:fs'
import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { entryAreas, routeFileEntries, type Area } from './src/site/pages.ts'

// Each area's messages are a catalog of their own, loaded only by the pages of that area (a
// catalog has a budget of its own); `messages` holds what any page may show: the layout, the
// header and its widgets (the cart panel and the shop's product names with it, the account menu),
// the footer, the menus and page titles (the page registry), contact. The page
// registry (src/site/pages.ts) gives each page its areas, so an area's route files come from it;
// the features an area's pages use are listed here. A file in two areas puts its messages in both.
const tests = '**/*.test.*'

// The plans (src/site/plans.ts) and the sentences that quote them, in every area whose pages show a plan.
const PLAN_FILES = ['src/site/plans.ts', 'src/components/plan-price.ts']

/** The route files of the pages of an area. */
function routeFiles(area: Area): string[] {
  return globSync('src/routes/$lang/**/*.tsx').filter((file) => routeFileEntries(file).some((entry) => entryAreas(entry).includes(area)))
}

const AREAS: Record<Area, { include: readonly string[]; exclude: readonly string[] }> = {
  home: {
    include: ['src/features/home', 'src/features/news', 'src/features/newsletter', ...routeFiles('home')],
    exclude: [],
  },
  shop: {
    include: ['src/features/shop', ...routeFiles('shop')],
    // What the header's cart button and panel show on every page stays in `messages`.
    exclude: [
      'src/features/shop/catalog-data.ts',
      'src/features/shop/use-cart.ts',
      'src/features/shop/components/cart-button.tsx',
      'src/features/shop/components/cart-panel.tsx',
      'src/features/shop/components/cart-lines.tsx',
      'src/features/shop/components/empty-cart.tsx',
      // A cart line's size and colour (the panel; the account's order history too).
      'src/features/shop/choice-text.ts',
    ],
  },
  account: {
    include: ['src/features/auth', ...routeFiles('account')],
    // The header's account entry and menu stay in `messages`.
    exclude: ['src/features/auth/components/header-account.tsx', 'src/features/auth/components/account-menu.tsx'],
  },
  content: {
    include: [
      'src/features/content-pages',
      // The home page's email subscription, on the coming-soon page too.
      'src/features/newsletter',
      // The plans and the pricing page's request form.
      ...PLAN_FILES,
      'src/features/contact/demo-request.ts',
      'src/features/contact/components/demo-request-form.tsx',
      ...routeFiles('content'),
    ],
    exclude: [],
  },
  blog: {
    include: ['src/features/blog', ...routeFiles('blog')],
    exclude: [],
  },
  // The demo pages, in three catalogs so that a page loads only its own texts: the agencies,
  // the product launches, the SaaS pages.
  demos: {
    include: [
      'src/features/demos/components/seo-agency.tsx',
      'src/features/demos/components/design-agency.tsx',
      'src/features/demos/components/digital-agency.tsx',
      'src/features/contact/leads.ts',
      'src/features/contact/components/audit-form.tsx',
      ...routeFiles('demos'),
    ],
    exclude: [],
  },
  'demo-products': {
    include: ['src/features/demos/components/mobile-app.tsx', 'src/features/demos/components/product-landing.tsx', ...PLAN_FILES, ...routeFiles('demo-products')],
    exclude: [],
  },
  'demo-saas': {
    include: [
      'src/features/demos/components/saas-plan.tsx',
      'src/features/demos/components/saas-insight.tsx',
      // The pricing page's plans, which the SaaS demos show.
      'src/features/content-pages/components/pricing-plans.tsx',
      ...PLAN_FILES,
      ...routeFiles('demo-saas'),
    ],
    exclude: [],
  },
  'demo-studio': {
    include: [
      'src/features/demos/components/classic-home.tsx',
      'src/features/demos/components/classic-more.tsx',
      'src/features/demos/components/creative-studio.tsx',
      'src/features/demos/components/studio-testimonials.ts',
      ...routeFiles('demo-studio'),
    ],
    exclude: [],
  },
  // The Storm platform and the finance consulting pages, with the demo request form they share.
  'demo-suite': {
    include: [
      'src/features/demos/components/saas-suite.tsx',
      'src/features/demos/components/finance-consulting.tsx',
      'src/features/contact/demo-request.ts',
      'src/features/contact/components/demo-request-form.tsx',
      // The product line's names and pitches, on the platform page's product cards.
      'src/site/product-line.ts',
      ...PLAN_FILES,
      ...routeFiles('demo-suite'),
    ],
    exclude: [],
  },
  // The integration platform and energy monitoring SaaS demos, with their comparison tables.
  'demo-platform': {
    include: ['src/features/demos/components/saas-link.tsx', 'src/features/demos/components/saas-energy.tsx', ...PLAN_FILES, ...routeFiles('demo-platform')],
    exclude: [],
  },
  customers: {
    include: ['src/features/customers', ...routeFiles('customers')],
    exclude: [],
  },
  company: {
    include: ['src/features/company', ...routeFiles('company')],
    exclude: [],
  },
  services: {
    include: ['src/features/services', ...routeFiles('services')],
    exclude: [],
  },
  saas: {
    include: [
      'src/features/saas',
      // The product line's names and pitches.
      'src/site/product-line.ts',
      ...PLAN_FILES,
      ...routeFiles('saas'),
    ],
    exclude: [],
  },
  portfolio: {
    include: ['src/features/portfolio', ...routeFiles('portfolio')],
    exclude: [],
  },
  // The legal notice and the privacy page, with the company's legal facts they state.
  legal: {
    include: ['src/features/contact/legal-entity.ts', ...routeFiles('legal')],
    exclude: [],
  },
}

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
  // Origins with line numbers, ordered by them: a component's strings stay together, and a
  // translator sees where each one is used.
  format: formatter({ lineNumbers: true }),
  orderBy: 'origin',
})
