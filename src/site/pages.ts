import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { BLOG_SLUGS, contentSlugs, CUSTOMER_STORY_SLUGS, FEATURE_SLUGS, HELP_ARTICLE_SLUGS, INTEGRATION_SLUGS, JOB_SLUGS, SERVICE_SLUGS } from './content/slugs.ts'
import { PRODUCT_IDS, type ProductId } from './product-ids.ts'
import { isLang, type Catalog, type Lang } from '../lib/languages.ts'
import type { FileRouteTypes } from '../routeTree.gen.ts'

/**
 * The site's page registry: the one place that lists pages. The router's known-page check, the
 * menus, the site search, the catalog areas (lingui.config.ts), the sitemap, the redirect page,
 * the budgets, the bench and the end-to-end crawl all derive from it, and route `head`s read their
 * texts from it. Build tools in Node import this file too, so its messages sit in functions: the
 * Lingui macro only works where the app's build compiles it. Relative imports for the same reason.
 */

/**
 * The menu's groups, in menu order, named for what a visitor finds in them; also a page's kind in
 * the search. (SPEC.md §2's groups Demos, Pages, Specialty, Auth… named the template's layouts.)
 */
export const SECTION_KEYS = ['products', 'services', 'customers', 'company', 'shop', 'resources', 'account'] as const
export type SectionKey = (typeof SECTION_KEYS)[number]

/** Catalog areas beyond `messages`: a page of an area loads that catalog too (lingui.config.ts). */
export type Area = Exclude<Catalog, 'messages'>

export interface PageTexts {
  title: MessageDescriptor
  /** The meta description and the search entry's summary. */
  description: MessageDescriptor
  /** Comma-separated; the title when absent. */
  keywords?: MessageDescriptor
}

/**
 * The routes under a language, as the router's generated tree names them (`/$lang/pricing`,
 * `/$lang/blog/$slug`): what a link to a page of the registry is built through. Not the splat
 * (`/$lang/$`), which only answers addresses that are no page.
 */
export type LangRoute = Exclude<Extract<FileRouteTypes['to'], `/$lang${string}`>, '/$lang/$'>

/** A route's path under the language: `/$lang` → `''`, `/$lang/blog/$slug` → `blog/$slug`. */
type UnderLang<R> = R extends '/$lang' ? '' : R extends `/$lang/${infer Path}` ? Path : never

/**
 * A path under the language that a route of src/routes renders (src/routeTree.gen.ts, which the
 * router plugin writes when a route file is added): a registry path with no route fails `tsc`.
 */
export type RoutePath = UnderLang<LangRoute>

/** The route paths with a `$name` segment: `account/$page`, `blog/$slug`. */
type ParamRoutePath = Extract<RoutePath, `${string}$${string}`>

/** A route path with its `$name` segments filled: `account/$page` → `account/${string}`. */
type Filled<Path> = Path extends `${infer Head}$${string}/${infer Tail}` ? `${Head}${string}/${Filled<Tail>}` : Path extends `${infer Head}$${string}` ? `${Head}${string}` : Path

/**
 * Where a registry entry is rendered: its own path is a route path (`pricing`, `blog/$slug`), or a
 * page of a route with a parameter, which it then names (`account/profile` of `account/$page`).
 */
type PageRoute = { path: RoutePath; route?: undefined } | { [R in ParamRoutePath]: { path: Filled<R>; route: R } }[ParamRoutePath]

interface PageFields {
  section?: SectionKey
  /**
   * The page one level up, the breadcrumb's middle step (Home / parent / page): a page a visitor
   * can open. None: the breadcrumb is Home / page. The menu lists a group's pages without a parent first.
   */
  parent?: string
  /** The catalogs the page loads beside `messages`. */
  area?: Area | readonly Area[]
  /** Listed in the static navigation (SPEC.md §2) under `section`: its overview pages (no `parent`) first, then in registry order. */
  menu?: { badge?: 'new' | 'jobs'; newTab?: true }
  /** `noindex`: kept out of search engines and the sitemap; `private`: about the visitor's own session, so too. */
  robots?: 'noindex' | 'private'
  params?: readonly string[]
  /** The one concrete page a menu entry of a `$name` path opens. */
  link?: string
  /** Measured by `npm run bench` in every language (a `$name` path's `link` page, else its first). */
  bench?: true
  texts: () => PageTexts
}

/**
 * A page of the registry. `path`: the path under the language ('' is home); a `$name` segment
 * takes each value of `params`. `route`: the route that renders it, when its path is not one.
 */
export type PageEntry = PageFields & PageRoute

export const PAGES = [
  {
    path: '',
    bench: true,
    area: 'home',
    texts: () => ({
      title: msg({ message: `Home`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }),
      description: msg({ message: `Storm builds web, mobile, desktop, AI, integration, data, DevOps, IoT and ERP/MRP production software for companies that want it done right.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
      keywords: msg`software company, web development, mobile apps, desktop software, artificial intelligence, integration, data, DevOps, IoT, ERP, MRP`,
    }),
  },
  {
    path: 'contact',
    bench: true,
    section: 'company',
    texts: () => ({
      title: msg({ message: `Contact`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }),
      description: msg({ message: `Write to us, call us or visit one of our offices in Eskişehir, Istanbul, Berlin and London.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
      keywords: msg`contact, software company, offices, Eskişehir, Istanbul, Berlin, London`,
    }),
  },
  {
    path: 'privacy',
    section: 'company',
    area: 'legal',
    texts: () => ({
      title: msg({ message: `Privacy`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }),
      description: msg({ message: `Who is responsible for your data, what we process and why, what is stored in your browser, and your rights under GDPR and KVKK.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
      keywords: msg`privacy, consent, local storage, cookies, GDPR, KVKK`,
    }),
  },
  {
    path: 'legal-notice',
    section: 'company',
    area: 'legal',
    texts: () => ({
      title: msg({ message: `Legal notice`, comment: 'Page title: the legal notice required of company websites (German "Impressum", Turkish "Künye"). Max 60 characters.' }),
      description: msg({ message: `Who runs this website: company, head office, register entries, representatives, tax numbers and contact.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
      keywords: msg`legal notice, company details, trade register, VAT ID`,
    }),
  },
  // Services and products (SPEC.md §2's demos)
  {
    path: 'demos/classic',
    bench: true,
    section: 'services',
    parent: 'services/v1',
    area: 'demo-studio',
    menu: {},
    texts: () => ({
      title: msg({ message: `Software partner for industry`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }),
      description: msg({ message: `One partner for the software your company runs on: ERP and MRP, integration, data, IoT, web and mobile, from Eskişehir, Istanbul, Berlin and London.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
    }),
  },
  {
    path: 'demos/agency/creative',
    section: 'services',
    parent: 'services/v1',
    area: 'demo-studio',
    menu: {},
    texts: () => ({
      title: msg({ message: `Brand and illustration studio`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }),
      description: msg({ message: `Storm's creative studio: brand identity, illustration, motion and product design for software, shown in six projects drawn by hand and shipped in code.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
    }),
  },
  {
    path: 'demos/agency/digital',
    section: 'services',
    parent: 'services/v1',
    area: 'demos',
    menu: {},
    texts: () => ({
      title: msg({ message: `Web and mobile product development`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }),
      description: msg({ message: `Storm builds digital products end to end: web applications, mobile apps and integrations, from the first workshop to launch in twelve weeks.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
    }),
  },
  {
    path: 'demos/agency/design',
    section: 'services',
    parent: 'services/v1',
    area: 'demos',
    menu: {},
    texts: () => ({
      title: msg({ message: `UX and interface design`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }),
      description: msg({ message: `Storm's design studio: UX research, interface design, design systems and accessibility audits for software people understand at first sight.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
    }),
  },
  { path: 'demos/agency/seo', section: 'services', parent: 'services/v1', area: 'demos', menu: {}, texts: () => ({ title: msg({ message: `Search marketing`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Search marketing by engineers: technical SEO audits, fast pages and content that industrial buyers find, with results and packages.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  {
    path: 'demos/product-landing',
    section: 'products',
    parent: 'saas/v5',
    area: 'demo-products',
    menu: {},
    texts: () => ({
      title: msg({ message: `Storm Sense — machine monitoring`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters. A product name, a dash and what the product is.' }),
      description: msg({ message: `Storm Sense, machine monitoring: sensors on the machines you have, OPC UA and MQTT, alerts and an OEE dashboard, installed in one day.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
    }),
  },
  {
    path: 'demos/mobile-app',
    section: 'products',
    parent: 'saas/v5',
    area: 'demo-products',
    menu: {},
    texts: () => ({
      title: msg({ message: `Storm Field — field-service app`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters. A product name, a dash and what the product is.' }),
      description: msg({ message: `Storm Field, the field-service app: work orders offline, photos and signatures, spare parts and the route of the day, on Android and iPhone.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
    }),
  },
  {
    path: 'saas/v1',
    bench: true,
    section: 'products',
    parent: 'saas/v5',
    area: 'demo-saas',
    menu: {},
    texts: () => ({
      title: msg({ message: `Storm Plan — production planning`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters. A product name, a dash and what the product is.' }),
      description: msg({ message: `Storm Plan, production planning for mid-sized manufacturers: orders against real machine capacity, a six-week rollout, plans and prices.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
    }),
  },
  {
    path: 'saas/v2',
    section: 'products',
    parent: 'saas/v5',
    area: 'demo-saas',
    menu: {},
    texts: () => ({
      title: msg({ message: `Storm Insight — data and reporting`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters. A product name, a dash and what the product is.' }),
      description: msg({ message: `Storm Insight, data and reporting: what three customers gained, before and after, and where the figures come from.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
    }),
  },
  {
    path: 'saas/v3',
    section: 'products',
    parent: 'saas/v5',
    area: 'demo-platform',
    menu: {},
    texts: () => ({
      title: msg({ message: `Storm Link — integration platform`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters. A product name, a dash and what the product is.' }),
      description: msg({ message: `Storm Link, the integration platform: connectors for EDI, e-invoices and REST, a connection live in three weeks, every message traced and retried.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
    }),
  },
  {
    path: 'saas/v4',
    section: 'products',
    parent: 'saas/v5',
    area: 'demo-platform',
    menu: {},
    texts: () => ({
      title: msg({ message: `Storm Sense — energy monitoring`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters. A product name, a dash and what the product is.' }),
      description: msg({ message: `Storm Sense for energy: consumption per machine, line and site, alerts before a peak, sites compared per part, figures ready for energy audits.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
    }),
  },
  {
    path: 'saas/v5',
    section: 'products',
    area: 'demo-suite',
    menu: { badge: 'new' },
    texts: () => ({
      title: msg({ message: `The Storm platform`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters. The five Storm products sold as one suite.' }),
      description: msg({ message: `The Storm platform: Plan, Field, Link, Insight and Sense as one suite with one sign-in, one data model and one support team. Request a demo.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
    }),
  },
  {
    path: 'demos/finance-consulting',
    bench: true,
    section: 'services',
    parent: 'services/v1',
    area: 'demo-suite',
    menu: { badge: 'new' },
    texts: () => ({
      title: msg({ message: `ERP consulting for finance teams`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }),
      description: msg({ message: `ERP consulting for finance directors of mid-sized manufacturers: month-end close in days, e-invoicing in Türkiye and the EU, group consolidation.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
    }),
  },
  {
    path: 'shop/index',
    section: 'shop',
    area: 'shop',
    menu: {},
    texts: () => ({ title: msg({ message: `Shop`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Hoodies, headphones, mugs and more from the Storm demo shop.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }), keywords: msg`shop, demo shop, products` }),
  },
  // Company, services, customers and products (SPEC.md §2's pages)
  {
    path: 'about/v1',
    bench: true,
    section: 'company',
    area: 'content',
    menu: {},
    texts: () => ({ title: msg({ message: `About us`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Since 2013 we have built web, mobile, desktop and production software for companies in Türkiye and Europe, from our head office in Eskişehir.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }),
  },
  {
    path: 'about/v2',
    section: 'company',
    parent: 'about/v1',
    // The company's figures are the home page's section.
    area: ['company', 'home'],
    menu: {},
    texts: () => ({
      title: msg({ message: `Our story`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }),
      description: msg({ message: `From a two-room office in Eskişehir in 2013 to four offices and more than 600 customers: our story in milestones and numbers.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
      keywords: msg`about us, company history, milestones, software company, Eskişehir, Istanbul, Berlin, London`,
    }),
  },
  {
    path: 'about/v3',
    section: 'company',
    parent: 'about/v1',
    area: 'company',
    menu: {},
    texts: () => ({
      title: msg({ message: `How we work`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters. The company\'s principles and how a project with it runs.' }),
      description: msg({ message: `The principles we work by and how a project with us runs, from the first call to support after go-live.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
      keywords: msg`values, principles, project process, software development, ERP projects, support`,
    }),
  },
  {
    path: 'team',
    section: 'company',
    parent: 'about/v1',
    area: 'company',
    menu: {},
    texts: () => ({
      title: msg({ message: `Our team`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }),
      description: msg({ message: `The people who design, build and support our software, in Eskişehir, Istanbul, Berlin and London.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
      keywords: msg`team, software engineers, ERP, IoT, integration, data, DevOps, Eskişehir`,
    }),
  },
  { path: 'services/v1', section: 'services', area: 'services', menu: {}, texts: () => ({ title: msg({ message: `Our services`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Web, mobile, desktop, AI, integration, data, DevOps and IoT at a glance.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  { path: 'services/v2', section: 'services', parent: 'services/v1', area: 'services', menu: {}, texts: () => ({ title: msg({ message: `Services by challenge`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters. The services grouped by the business problems they solve.' }), description: msg({ message: `Our services grouped by the problems they solve.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  // The first service in the second service layout: the service's own page is the one to index.
  { path: 'services/single', section: 'services', parent: 'services/v1', area: 'services', menu: {}, robots: 'noindex', texts: () => ({ title: msg({ message: `Service details`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `One service in depth: what we deliver, how and in what time.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  // A page per English file in locales/en/content/services.
  {
    path: 'services/$slug',
    section: 'services',
    area: 'services',
    params: SERVICE_SLUGS,
    texts: () => ({ title: msg({ message: `Service`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `One of the services of Storm.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }),
  },
  {
    path: 'customer/stories',
    section: 'customers',
    area: ['customers', 'home'],
    menu: {},
    texts: () => ({
      title: msg({ message: `Customer stories`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }),
      description: msg({ message: `How a food producer, two machine builders and a logistics firm work with our software, in their own words and numbers.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
      keywords: msg`customer stories, references, ERP, IoT, integration, manufacturing, logistics`,
    }),
  },
  // The newest story in the second story layout: the story's own page is the one to index.
  { path: 'customer/story-single', section: 'customers', parent: 'customer/stories', area: ['customers', 'home'], menu: {}, robots: 'noindex', texts: () => ({ title: msg({ message: `Customer story`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `One customer's project from the first call to production.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  // A story per English file in locales/en/content/customer-stories.
  {
    path: 'customer/stories/$slug',
    section: 'customers',
    area: ['customers', 'home'],
    params: CUSTOMER_STORY_SLUGS,
    texts: () => ({ title: msg({ message: `Customer story`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `One customer's project from the first call to production.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }),
  },
  {
    path: 'career',
    section: 'company',
    parent: 'about/v1',
    area: 'content',
    menu: { badge: 'jobs' },
    texts: () => ({ title: msg({ message: `Careers`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `We build software carefully, in four offices. See our open positions and tell us what you would like to build with us.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }),
  },
  // An opening per English file in locales/en/content/jobs; the menu's "Job details" opens the newest.
  { path: 'career/$slug', section: 'company', parent: 'career', area: 'content', menu: {}, params: JOB_SLUGS, link: 'career/frontend-developer', texts: () => ({ title: msg({ message: `Job details`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `An open position at Storm: the role, what you bring and how to apply.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  {
    path: 'contact/v1',
    section: 'company',
    parent: 'contact',
    area: 'company',
    menu: {},
    texts: () => ({
      title: msg({ message: `Send us a message`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }),
      description: msg({ message: `Send us a message, or call or write to our head office in Eskişehir: we answer every message within one working day.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
      keywords: msg`contact, contact form, software company, Eskişehir, phone, email`,
    }),
  },
  {
    path: 'contact/v2',
    section: 'company',
    parent: 'contact',
    area: 'company',
    menu: {},
    texts: () => ({
      title: msg({ message: `Our offices`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }),
      description: msg({ message: `Our offices in Eskişehir, Istanbul, Berlin and London, each on the map, and the direct ways to reach us.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
      keywords: msg`offices, contact, Eskişehir, Istanbul, Berlin, London, map`,
    }),
  },
  // Storm's products: features and integrations, a page each (one file per entry in locales/en/content/features and integrations).
  {
    path: 'saas/features',
    section: 'products',
    parent: 'saas/v5',
    area: 'saas',
    menu: {},
    texts: () => ({ title: msg({ message: `Features`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `What Storm Plan, Field, Link, Insight and Sense do, feature by feature, grouped by product.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }),
  },
  // One feature in the second feature layout: the feature's own page is the one to index.
  { path: 'saas/feature-single', section: 'products', parent: 'saas/features', area: 'saas', menu: {}, robots: 'noindex', texts: () => ({ title: msg({ message: `Feature details`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `One feature explained with screens and use cases.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  {
    path: 'saas/integrations',
    section: 'products',
    parent: 'saas/v5',
    area: 'saas',
    menu: {},
    texts: () => ({
      title: msg({ message: `Integrations`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }),
      description: msg({ message: `The open standards our products connect through: machine protocols, EDI and e-invoices, REST, file exchange and single sign-on.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
    }),
  },
  { path: 'saas/integration-single', section: 'products', parent: 'saas/integrations', area: 'saas', menu: {}, robots: 'noindex', texts: () => ({ title: msg({ message: `Integration details`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `One integration: what it syncs and how to set it up.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  { path: 'saas/features/$slug', section: 'products', area: 'saas', params: FEATURE_SLUGS, texts: () => ({ title: msg({ message: `Feature`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `A feature of Storm's products.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  { path: 'saas/integrations/$slug', section: 'products', area: 'saas', params: INTEGRATION_SLUGS, texts: () => ({ title: msg({ message: `Integration`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `An integration of Storm's products.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  // Shop
  { path: 'shop/grid', bench: true, section: 'shop', parent: 'shop/index', area: 'shop', menu: {}, texts: () => ({ title: msg({ message: `All products`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters. The demo shop\'s catalogue page.' }), description: msg({ message: `Every product of the demo shop: hoodies, headphones, mugs and more, filtered by category, colour and price.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }), keywords: msg`shop, demo shop, products` }) },
  {
    path: 'shop/single/$id',
    bench: true,
    section: 'shop',
    area: 'shop',
    menu: {},
    params: PRODUCT_IDS,
    link: 'shop/single/storm-hoodie',
    texts: () => ({ title: msg({ message: `Product details`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `One product of the demo shop: pictures, price, options and reviews.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }),
  },
  { path: 'shop/cart', section: 'shop', parent: 'shop/index', area: 'shop', menu: {}, texts: () => ({ title: msg({ message: `Cart`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `The products in your cart, with quantities, discounts, tax and the order total.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }), keywords: msg`cart, shop` }) },
  { path: 'shop/empty-cart', section: 'shop', parent: 'shop/index', area: 'shop', menu: {}, texts: () => ({ title: msg({ message: `Your cart`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters. The cart page a visitor lands on from the empty cart; distinct from the page titled "Cart".' }), description: msg({ message: `Nothing in your cart yet: browse the shop to find something you like.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }), keywords: msg`cart, shop` }) },
  { path: 'shop/checkout', bench: true, section: 'shop', parent: 'shop/index', area: 'shop', menu: {}, texts: () => ({ title: msg({ message: `Checkout`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Contact, shipping and payment for your order from the Storm demo shop.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }), keywords: msg`checkout, shop` }) },
  // Blog
  { path: 'blog/grid', bench: true, section: 'resources', area: 'blog', menu: {}, texts: () => ({ title: msg({ message: `Blog`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Notes from our projects: architecture, accessibility, performance and running software in production.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  { path: 'blog/list-sidebar', section: 'resources', parent: 'blog/grid', area: 'blog', menu: {}, texts: () => ({ title: msg({ message: `Blog archive`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Every post of our blog, newest first, with its category and tags: architecture, accessibility, performance and operations.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  // The newest post in the two post layouts: the post's own page is the one to index.
  { path: 'blog/single/v1', section: 'resources', parent: 'blog/grid', area: 'blog', menu: {}, robots: 'noindex', texts: () => ({ title: msg({ message: `Latest post`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Our newest blog post: notes from a project, written by the engineers who did the work.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  { path: 'blog/single/v2', section: 'resources', parent: 'blog/grid', area: 'blog', menu: {}, robots: 'noindex', texts: () => ({ title: msg({ message: `Latest post and related reading`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Our newest blog post, with the posts on the same topics to read next.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  // A post per English file in locales/en/content/blog: no list of posts to keep in code.
  {
    path: 'blog/$slug',
    bench: true,
    section: 'resources',
    area: 'blog',
    params: BLOG_SLUGS,
    texts: () => ({ title: msg({ message: `Blog post`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `A post of the Storm blog.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }),
  },
  // Resources and company (SPEC.md §2's specialty pages)
  {
    path: 'help/center',
    section: 'resources',
    area: 'content',
    menu: {},
    texts: () => ({ title: msg({ message: `Help center`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Step-by-step guides to Storm's products (getting started, integrations, users and billing), your account and the demo shop.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }),
  },
  // An article per English file in locales/en/content/help-articles; the menu's "Help article" opens the first.
  { path: 'help/$slug', section: 'resources', parent: 'help/center', area: 'content', menu: {}, params: HELP_ARTICLE_SLUGS, link: 'help/first-steps-with-storm-plan', texts: () => ({ title: msg({ message: `Help article`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `A step-by-step guide from our help center.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  { path: 'pricing', bench: true, section: 'products', area: 'content', menu: {}, texts: () => ({ title: msg({ message: `Pricing`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Plans for every stage, billed monthly or yearly, with a feature comparison.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  {
    path: 'faq',
    section: 'resources',
    parent: 'help/center',
    area: 'content',
    menu: {},
    texts: () => ({ title: msg({ message: `Frequently asked questions`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `How we work, how long projects take, who owns the code and what support looks like after launch.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }),
  },
  { path: 'error-404', section: 'resources', menu: { newTab: true }, robots: 'noindex', texts: () => ({ title: msg({ message: `Page not found`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `The page visitors see when an address does not exist.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  {
    path: 'coming-soon',
    section: 'resources',
    area: 'content',
    menu: { newTab: true },
    texts: () => ({ title: msg({ message: `Coming soon`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Something new is on its way: a countdown and a way to hear about it first.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }),
  },
  {
    path: 'terms-conditions',
    section: 'company',
    area: 'content',
    menu: {},
    texts: () => ({ title: msg({ message: `Terms of use`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `The terms of use of this website and of the demo shop. The shop is a demonstration: no order is charged or shipped.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }),
  },
  // Your account: signing in (SPEC.md §2's auth pages)
  {
    path: 'auth/sign-up',
    section: 'account',
    area: 'account',
    menu: { newTab: true },
    texts: () => ({ title: msg({ message: `Sign up`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Create an account to try the demo shop and keep your wishlist across devices.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }), keywords: msg`sign up, create account, Storm` }),
  },
  {
    path: 'auth/sign-in',
    section: 'account',
    area: 'account',
    menu: { newTab: true },
    texts: () => ({ title: msg({ message: `Sign in`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Sign in to follow your projects, orders and support requests.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }), keywords: msg`sign in, account, Storm` }),
  },
  {
    path: 'auth/forgot-password',
    section: 'account',
    area: 'account',
    menu: { newTab: true },
    texts: () => ({ title: msg({ message: `Forgot password`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Enter your email address and we will send you a link to choose a new password.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }), keywords: msg`password reset, account, Storm` }),
  },
  {
    path: 'pages-logout',
    section: 'account',
    area: 'account',
    robots: 'private',
    texts: () => ({ title: msg({ message: `You are signed out`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `You have signed out of your Storm account.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }), keywords: msg`sign out, account, Storm` }),
  },
  // Your account
  { path: 'account/profile', route: 'account/$page', section: 'account', area: 'account', menu: {}, robots: 'private', texts: () => ({ title: msg({ message: `Profile`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Your name and the email address you sign in with.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  { path: 'account/security', route: 'account/$page', section: 'account', area: 'account', menu: {}, robots: 'private', texts: () => ({ title: msg({ message: `Security`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Change the password of your account.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  { path: 'account/notifications', route: 'account/$page', section: 'account', area: 'account', menu: {}, robots: 'private', texts: () => ({ title: msg({ message: `Notifications`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Choose which emails we send you.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  { path: 'account/projects', route: 'account/$page', section: 'account', area: 'account', menu: {}, robots: 'private', texts: () => ({ title: msg({ message: `Projects`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `The projects we run for you and how far along they are.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  { path: 'account/payment-details', route: 'account/$page', section: 'account', area: 'account', menu: {}, robots: 'private', texts: () => ({ title: msg({ message: `Payment details`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `The card you pay with in the demo shop.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  { path: 'account/order-history', section: 'account', area: 'account', menu: {}, robots: 'private', texts: () => ({ title: msg({ message: `Order history`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `The orders you placed in the demo shop.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  { path: 'account/wishlist', section: 'account', area: ['shop', 'account'], menu: {}, texts: () => ({ title: msg({ message: `Wishlist`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `The products you saved for later.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }), keywords: msg`wishlist, shop` }) },
  { path: 'account/delete-profile', route: 'account/$page', section: 'account', area: 'account', menu: {}, robots: 'private', texts: () => ({ title: msg({ message: `Delete profile`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Delete your account and everything stored with it.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }) },
  // Customers: the portfolio
  {
    path: 'portfolio/masonry',
    section: 'customers',
    area: 'portfolio',
    menu: {},
    texts: () => ({
      title: msg({ message: `Case studies`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }),
      description: msg({ message: `Case studies of our ERP, IoT, integration, data, web and mobile projects, by category: the client, the challenge and the results.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
      keywords: msg`portfolio, case studies, references, ERP, IoT, integration, data, web, mobile`,
    }),
  },
  {
    path: 'portfolio/showcase',
    section: 'customers',
    parent: 'portfolio/masonry',
    area: 'portfolio',
    menu: {},
    texts: () => ({
      title: msg({ message: `Selected projects`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }),
      description: msg({ message: `Projects we are proud of: the client, what we built and the results it brought.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
      keywords: msg`portfolio, case studies, selected projects, results`,
    }),
  },
  {
    path: 'portfolio/list',
    section: 'customers',
    parent: 'portfolio/masonry',
    area: 'portfolio',
    menu: {},
    texts: () => ({
      title: msg({ message: `All projects`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }),
      description: msg({ message: `Every project of ours with client, year and services, filtered by category if you like.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }),
      keywords: msg`portfolio, case studies, clients, services`,
    }),
  },
  // One case study in the two case study layouts: the study's own page is the one to index.
  {
    path: 'portfolio/case-study/v1',
    section: 'customers',
    parent: 'portfolio/masonry',
    area: 'portfolio',
    menu: {},
    robots: 'noindex',
    texts: () => ({ title: msg({ message: `Featured case study`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `Our newest featured project from brief to launch: the problem, the solution and the results.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }),
  },
  {
    path: 'portfolio/case-study/v2',
    section: 'customers',
    parent: 'portfolio/masonry',
    area: 'portfolio',
    menu: {},
    robots: 'noindex',
    texts: () => ({ title: msg({ message: `Project results in figures`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `A project told through its numbers and the customer's words.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }),
  },
  // A study per English file in locales/en/content/case-studies: no list of studies to keep in code.
  {
    path: 'portfolio/$slug',
    bench: true,
    section: 'customers',
    area: 'portfolio',
    params: contentSlugs('case-studies'),
    texts: () => ({ title: msg({ message: `Case study`, comment: 'Page title: the browser tab, menus and breadcrumbs. Max 60 characters.' }), description: msg({ message: `A project of ours: the challenge, the solution and the results.`, comment: 'Meta description: search results and link previews. Max 160 characters.' }) }),
  },
] as const satisfies readonly PageEntry[]

type Entry = (typeof PAGES)[number]

/** A registry path with its `$name` segment filled with each of its values. */
type Concrete<E> = E extends { path: `${infer Head}$${string}`; params: readonly (infer Value extends string)[] } ? `${Head}${Value}` : E extends { path: infer Path } ? Path : never

/** Every page of the site, as a path under a language ('' is home, 'shop/single/storm-hoodie'). */
export type SitePage = Concrete<Entry>
export type PagePath = Entry['path']
export type AccountPagePath = Extract<Entry, { section: 'account'; robots: 'private'; path: `account/${string}` }>['path']

const ENTRIES: readonly PageEntry[] = PAGES

function concretePaths(entry: PageEntry): string[] {
  return entry.params ? entry.params.map((value) => entry.path.replace(/\$[^/]+/, value)) : [entry.path]
}

function isConcrete(path: string): path is SitePage {
  return !path.includes('$')
}

/** Every page of the site, in registry order. */
export const SITE_PAGES: readonly SitePage[] = ENTRIES.flatMap(concretePaths).filter(isConcrete)

export function productPage(id: ProductId) {
  return `shop/single/${id}` as const satisfies SitePage
}

export function postPage(slug: string) {
  return `blog/${slug}` as const satisfies SitePage
}

export function storyPage(slug: string) {
  return `customer/stories/${slug}` as const satisfies SitePage
}

export function servicePage(slug: string) {
  return `services/${slug}` as const satisfies SitePage
}

export function featurePage(slug: string) {
  return `saas/features/${slug}` as const satisfies SitePage
}

export function integrationPage(slug: string) {
  return `saas/integrations/${slug}` as const satisfies SitePage
}

export function studyPage(slug: string) {
  return `portfolio/${slug}` as const satisfies SitePage
}

export function jobPage(slug: string) {
  return `career/${slug}` as const satisfies SitePage
}

export function helpArticlePage(slug: string) {
  return `help/${slug}` as const satisfies SitePage
}

/**
 * Old addresses of pages that moved (`career/single?job=x` is now `career/x`): no page of the
 * site (not in the menu, the sitemap or the crawl), but prerendered in every language with a
 * script that goes to the new address, and not answered with the 404 page. Their route files
 * redirect too (src/routes/$lang/career/single.tsx, help/detail.tsx).
 */
export const MOVED_PAGES: readonly string[] = ['career/single', 'help/detail']

/**
 * Each page with the entry that renders it (the first, in registry order), made once: the account
 * pages, the bench pages and every known-page check look pages up by their path.
 */
const ENTRY_OF_PAGE: ReadonlyMap<string, PageEntry> = ENTRIES.reduce((entries, entry) => {
  for (const page of concretePaths(entry)) if (!entries.has(page)) entries.set(page, entry)
  return entries
}, new Map<string, PageEntry>())

/** The entry that renders a page, `undefined` for no page of the site. */
export function pageEntry(page: string): PageEntry | undefined {
  return ENTRY_OF_PAGE.get(page)
}

/** The registry entry of a path, for code that names a page by its registry path. */
export function entryOf(path: PagePath): PageEntry {
  const entry = ENTRIES.find((candidate) => candidate.path === path)
  if (entry === undefined) throw new Error(`No page "${path}" in the registry`)
  return entry
}

/** The title, description and keywords of a page, by its registry path. */
export function pageTexts(path: PagePath): PageTexts {
  return entryOf(path).texts()
}

function isAccountPage(page: string): page is AccountPagePath {
  const entry = pageEntry(page)
  // The signed-out page is of the group too, but no page of the account.
  return entry?.section === 'account' && entry.robots === 'private' && page.startsWith('account/')
}

/** The pages of the signed-in account, in menu order (the wishlist is the shop's). */
export const ACCOUNT_PAGES: readonly AccountPagePath[] = SITE_PAGES.filter(isAccountPage)

export function isSitePage(page: string): page is SitePage {
  return pageEntry(page) !== undefined
}

/** The pages `npm run bench` measures in every language (a function: no page's code needs them). */
export function benchPages(): SitePage[] {
  return ENTRIES.flatMap((entry) => {
    const page = entry.link ?? concretePaths(entry)[0] ?? entry.path
    return entry.bench === true && isSitePage(page) ? [page] : []
  })
}

/** Pages about the visitor's own session: `noindex` and out of the sitemap. */
export function isPrivatePage(page: string): boolean {
  return pageEntry(page)?.robots === 'private'
}

/** Pages search engines may index and the sitemap lists. */
export function isIndexable(page: string): boolean {
  const entry = pageEntry(page)
  return entry !== undefined && entry.robots === undefined
}

/** The address of a page in a language, without the origin: '/en', '/en/contact'. */
export function localPath(lang: Lang, page: string): string {
  return page === '' ? `/${lang}` : `/${lang}/${page}`
}

/** The route that renders an entry: its own path, or the route it names (`account/$page`). */
export function routeOf(entry: PageEntry): RoutePath {
  return entry.route === undefined ? entry.path : entry.route
}

/**
 * A page's route as the router names it, and the value of the route's `$name` segment, its last
 * (`blog/$slug`, `account/$page`): `blog/welcome` → `/$lang/blog/$slug` with `{ slug: 'welcome' }`.
 * What components/page-link.tsx links through; page-link.test.tsx links every page.
 */
export function pageRoute(page: SitePage): { to: LangRoute; params: Record<string, string> } {
  // Every page has its entry: SitePage is made of the entries' paths.
  const entry = ENTRY_OF_PAGE.get(page)
  const route = entry === undefined ? '' : routeOf(entry)
  const [, name] = route.split('$')
  return { to: route === '' ? '/$lang' : `/$lang/${route}`, params: name === undefined ? {} : { [name]: page.slice(page.lastIndexOf('/') + 1) } }
}

/** The page of an address: `/en/shop/grid/` → `shop/grid`, `/en` → `''`. */
export function pageOfPath(pathname: string): string {
  return pathname.split('/').filter(Boolean).slice(1).join('/')
}

/** The catalog areas of an entry. */
export function entryAreas(entry: PageEntry): readonly Area[] {
  return entry.area === undefined ? [] : typeof entry.area === 'string' ? [entry.area] : entry.area
}

/** The catalogs a page loads: `messages`, and its areas'. */
export function pageCatalogs(page: string): Catalog[] {
  const entry = pageEntry(page)
  return ['messages', ...(entry === undefined ? [] : entryAreas(entry))]
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
  const lang = pathname.split('/')[1]
  const page = pageOfPath(pathname)
  if (lang === undefined || !isLang(lang) || page === NOT_FOUND_PAGE) return null
  return isSitePage(page) || MOVED_PAGES.includes(page) ? null : `/${lang}/${NOT_FOUND_PAGE}`
}

/** Whether a route path (`account/$page`) matches a registry path: a `$name` segment matches any one. */
export function routeMatches(route: string, path: string): boolean {
  const routeParts = route.split('/')
  const pathParts = path.split('/')
  return routeParts.length === pathParts.length && routeParts.every((part, index) => part === pathParts[index] || part.startsWith('$'))
}

/** The registry entries a route file renders. */
export function routeFileEntries(file: string): PageEntry[] {
  const route = routeFilePage(file)
  return route === null ? [] : ENTRIES.filter((entry) => routeMatches(route, entry.path))
}

/**
 * The registry path of a route file under `src/routes/$lang` (`shop/[index].tsx` → `shop/index`,
 * `career/index.tsx` → `career`), or null for a file that is no page (layout, splat, `-` parts, a moved page's redirect).
 */
export function routeFilePage(file: string): string | null {
  const name = file.replace(/^.*src\/routes\/\$lang\//, '').replace(/\.tsx$/, '')
  if (name === 'route' || name === '$' || MOVED_PAGES.includes(name) || name.split('/').some((part) => part.startsWith('-'))) return null
  return name.replace(/(^|\/)index$/, '').replace(/\[(\w+)\]/g, '$1')
}

/** The page one level up from a page (its breadcrumb's middle step), `undefined` for none. */
export function parentPage(path: string): SitePage | undefined {
  const parent = pageEntry(path)?.parent
  return parent !== undefined && isSitePage(parent) ? parent : undefined
}
