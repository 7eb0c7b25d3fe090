import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MENU_PRODUCT_PAGE, type CatalogPage, type SectionKey } from './menu-structure'

/** The groups of the demo's static navigation (SPEC.md §2), also the breadcrumb level of a page. */
export const SECTIONS = {
  demos: msg`Demos`,
  pages: msg`Pages`,
  shop: msg`Shop`,
  blog: msg`Blog`,
  specialty: msg`Specialty`,
  auth: msg`Auth`,
  account: msg`Account`,
  portfolio: msg`Portfolio`,
} as const satisfies Record<SectionKey, MessageDescriptor>

export interface PageInfo {
  section: SectionKey
  title: MessageDescriptor
  summary: MessageDescriptor
}

export type { CatalogPage }

/** Real pages a template page of each section points to, so no visitor ends on a dead end. */
export const RELATED_PAGES: Record<SectionKey, readonly ('' | CatalogPage)[]> = {
  demos: ['pricing', 'about/v1', 'contact'],
  pages: ['about/v1', 'career', 'contact'],
  shop: ['pricing', 'faq', 'terms-conditions'],
  blog: ['help/center', 'faq', 'contact'],
  specialty: ['help/center', 'faq', 'contact'],
  auth: ['terms-conditions', 'faq', 'help/center'],
  account: ['help/center', 'faq', 'contact'],
  portfolio: ['about/v1', 'career', 'contact'],
}

/** Title, summary and group of every page of the site but home: menu labels, headings, search. */
export const PAGE_INFO: Record<CatalogPage, PageInfo> = {
  privacy: {
    section: 'pages',
    title: msg`Privacy`,
    summary: msg`What this website stores in your browser, what it loads from other servers and what your consent covers.`,
  },
  'pages-logout': { section: 'auth', title: msg`You are signed out`, summary: msg`You have signed out of your Storm account.` },
  contact: {
    section: 'pages',
    title: msg`Contact`,
    summary: msg`Write to us, call us or visit one of our offices in Eskişehir, Istanbul, Berlin and London.`,
  },
  'demos/classic': {
    section: 'demos',
    title: msg`Classic`,
    summary: msg`A classic company website: services, references and a contact form on one calm page.`,
  },
  'demos/agency/creative': {
    section: 'demos',
    title: msg`Creative agency`,
    summary: msg`A portfolio-first layout for studios that let their work speak.`,
  },
  'demos/agency/digital': {
    section: 'demos',
    title: msg`Digital agency`,
    summary: msg`Services, case studies and team for an agency that builds digital products.`,
  },
  'demos/agency/design': {
    section: 'demos',
    title: msg`Design agency`,
    summary: msg`Large imagery and a short process story for a design studio.`,
  },
  'demos/agency/seo': {
    section: 'demos',
    title: msg`SEO agency`,
    summary: msg`Results, audits and packages for a search marketing agency.`,
  },
  'demos/product-landing': {
    section: 'demos',
    title: msg`Product landing`,
    summary: msg`One product, its features and a clear call to buy.`,
  },
  'demos/mobile-app': {
    section: 'demos',
    title: msg`Mobile app`,
    summary: msg`Screens, store badges and reviews for a mobile app launch.`,
  },
  'saas/v1': { section: 'demos', title: msg`SaaS v1`, summary: msg`A software-as-a-service landing page with a product tour and plans.` },
  'saas/v2': { section: 'demos', title: msg`SaaS v2`, summary: msg`A SaaS landing page built around customer results.` },
  'saas/v3': { section: 'demos', title: msg`SaaS v3`, summary: msg`A SaaS landing page with integrations in the foreground.` },
  'saas/v4': { section: 'demos', title: msg`SaaS v4`, summary: msg`A SaaS landing page for a data and analytics product.` },
  'saas/v5': { section: 'demos', title: msg`SaaS v5`, summary: msg`A compact SaaS landing page for an early product.` },
  'demos/finance-consulting': {
    section: 'demos',
    title: msg`Finance consulting`,
    summary: msg`Advisory services, figures and trust signals for a finance consultancy.`,
  },
  'shop/index': { section: 'shop', title: msg`Shop home`, summary: msg`The start page of the demo shop: featured products and categories.` },
  'about/v1': {
    section: 'pages',
    title: msg`About us`,
    summary: msg`Since 2013 we have built web, mobile, desktop and production software for companies in Turkey and Europe, from our head office in Eskişehir.`,
  },
  'about/v2': { section: 'pages', title: msg`About v2`, summary: msg`Our story told through milestones and numbers.` },
  'about/v3': { section: 'pages', title: msg`About v3`, summary: msg`Our values and the way we work with customers.` },
  team: { section: 'pages', title: msg`Team`, summary: msg`The people who design, build and support our software.` },
  'services/v1': { section: 'pages', title: msg`Services v1`, summary: msg`Web, mobile, desktop, AI, integration, data, DevOps and IoT at a glance.` },
  'services/v2': { section: 'pages', title: msg`Services v2`, summary: msg`Our services grouped by the problems they solve.` },
  'services/single': { section: 'pages', title: msg`Service details`, summary: msg`One service in depth: what we deliver, how and in what time.` },
  'customer/stories': { section: 'pages', title: msg`Customer stories`, summary: msg`How companies in manufacturing, retail and logistics work with our software.` },
  'customer/story-single': { section: 'pages', title: msg`Customer story`, summary: msg`One customer's project from the first call to production.` },
  career: {
    section: 'pages',
    title: msg`Careers`,
    summary: msg`We are a small team that ships carefully. See our open positions and tell us what you would like to build with us.`,
  },
  'career/single': {
    section: 'pages',
    title: msg`Job details`,
    summary: msg`An open position at Storm: the role, what you bring and how to apply.`,
  },
  'contact/v1': { section: 'pages', title: msg`Contact v1`, summary: msg`A contact page with a form beside the company's details.` },
  'contact/v2': { section: 'pages', title: msg`Contact v2`, summary: msg`A contact page with office cards and a map.` },
  'saas/features': { section: 'pages', title: msg`Features`, summary: msg`The features of a SaaS product, grouped and explained.` },
  'saas/feature-single': { section: 'pages', title: msg`Feature details`, summary: msg`One feature explained with screens and use cases.` },
  'saas/integrations': { section: 'pages', title: msg`Integrations`, summary: msg`The systems a SaaS product connects to: ERP, accounting, e-commerce and more.` },
  'saas/integration-single': { section: 'pages', title: msg`Integration details`, summary: msg`One integration: what it syncs and how to set it up.` },
  'shop/grid': { section: 'shop', title: msg`Products`, summary: msg`Every product of the demo shop in a grid, with filters.` },
  [MENU_PRODUCT_PAGE]: { section: 'shop', title: msg`Product details`, summary: msg`One product of the demo shop: pictures, price, options and reviews.` },
  'shop/cart': { section: 'shop', title: msg`Cart`, summary: msg`The products in your cart, their quantities and the subtotal.` },
  'shop/empty-cart': { section: 'shop', title: msg`Empty cart`, summary: msg`What the cart shows when nothing is in it yet.` },
  'shop/checkout': { section: 'shop', title: msg`Checkout`, summary: msg`Address, payment and order summary of the demo shop; nothing is charged.` },
  'blog/grid': { section: 'blog', title: msg`Blog`, summary: msg`Notes from our projects: architecture, accessibility, performance and running software in production.` },
  'blog/list-sidebar': { section: 'blog', title: msg`Blog list`, summary: msg`Blog posts as a list with categories and tags beside them.` },
  'blog/single/v1': { section: 'blog', title: msg`Blog post v1`, summary: msg`A blog post with a large cover image.` },
  'blog/single/v2': { section: 'blog', title: msg`Blog post v2`, summary: msg`A blog post with a sidebar of related posts.` },
  'help/center': {
    section: 'specialty',
    title: msg`Help center`,
    summary: msg`Guides for our products: getting started, integrations, data import and the answers to the questions customers ask most.`,
  },
  'help/detail': { section: 'specialty', title: msg`Help article`, summary: msg`A step-by-step guide from our help center.` },
  pricing: {
    section: 'specialty',
    title: msg`Pricing`,
    summary: msg`Plans for every stage, billed monthly or yearly, with a feature comparison.`,
  },
  faq: {
    section: 'specialty',
    title: msg`Frequently asked questions`,
    summary: msg`How we work, how long projects take, who owns the code and what support looks like after launch.`,
  },
  'error-404': { section: 'specialty', title: msg`Error 404`, summary: msg`The page visitors see when an address does not exist.` },
  'coming-soon': { section: 'specialty', title: msg`Coming soon`, summary: msg`Something new is on its way: a countdown and a way to hear about it first.` },
  'terms-conditions': {
    section: 'specialty',
    title: msg`Terms and conditions`,
    summary: msg`The terms that apply to this website and to the demo shop. The shop is a demonstration: no order is charged or shipped.`,
  },
  'auth/sign-up': { section: 'auth', title: msg`Sign up`, summary: msg`Create an account to try the demo shop and keep your wishlist across devices.` },
  'auth/sign-in': { section: 'auth', title: msg`Sign in`, summary: msg`Sign in to follow your projects, orders and support requests.` },
  'auth/forgot-password': { section: 'auth', title: msg`Forgot password`, summary: msg`Get a link to set a new password for your account.` },
  'account/profile': { section: 'account', title: msg`Profile`, summary: msg`Your name, email address and photo.` },
  'account/security': { section: 'account', title: msg`Security`, summary: msg`Your password and the devices signed in to your account.` },
  'account/notifications': { section: 'account', title: msg`Notifications`, summary: msg`Choose which emails and messages you receive from us.` },
  'account/projects': { section: 'account', title: msg`Projects`, summary: msg`The projects you follow with us and their status.` },
  'account/payment-details': { section: 'account', title: msg`Payment details`, summary: msg`Your saved cards and billing address.` },
  'account/order-history': { section: 'account', title: msg`Order history`, summary: msg`Your past orders of the demo shop.` },
  'account/wishlist': { section: 'account', title: msg`Wishlist`, summary: msg`The products you saved for later.` },
  'account/delete-profile': { section: 'account', title: msg`Delete profile`, summary: msg`Close your account and remove your data.` },
  'portfolio/masonry': { section: 'portfolio', title: msg`Portfolio masonry`, summary: msg`Our work in a masonry grid of pictures.` },
  'portfolio/showcase': { section: 'portfolio', title: msg`Portfolio showcase`, summary: msg`A few selected projects, each on a large slide.` },
  'portfolio/list': { section: 'portfolio', title: msg`Portfolio list`, summary: msg`Our projects as a list with client, year and services.` },
  'portfolio/case-study/v1': { section: 'portfolio', title: msg`Case study v1`, summary: msg`A project from brief to launch: the problem, the solution and the results.` },
  'portfolio/case-study/v2': { section: 'portfolio', title: msg`Case study v2`, summary: msg`A project told through its numbers and the customer's words.` },
}
