import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TemplatePagePath } from '~/lib/site-pages'

export interface TemplatePage {
  title: MessageDescriptor
  summary: MessageDescriptor
  /** The breadcrumb level between home and the page. */
  section: MessageDescriptor
}

const company = msg`Company`
const resources = msg`Resources`

/** Titles and summaries of the static-navigation pages that share one layout (DECISIONS.md "Pages"). */
export const TEMPLATE_PAGE_CONTENT: Record<TemplatePagePath, TemplatePage> = {
  'about/v1': {
    section: company,
    title: msg`About us`,
    summary: msg`Since 2013 we have built web, mobile, desktop and production software for companies in Turkey and Europe, from our head office in Eskişehir.`,
  },
  career: {
    section: company,
    title: msg`Careers`,
    summary: msg`We are a small team that ships carefully. Tell us what you would like to build with us; we read every application.`,
  },
  'help/center': {
    section: resources,
    title: msg`Documentation`,
    summary: msg`Guides for our products: getting started, integrations, data import and the answers to the questions customers ask most.`,
  },
  pricing: {
    section: company,
    title: msg`Pricing`,
    summary: msg`Every project is priced after a free discovery call: a fixed price for a clear scope, or a monthly team for products that keep growing.`,
  },
  faq: {
    section: resources,
    title: msg`Frequently asked questions`,
    summary: msg`How we work, how long projects take, who owns the code and what support looks like after launch.`,
  },
  'terms-conditions': {
    section: company,
    title: msg`Terms and conditions`,
    summary: msg`The terms that apply to this website and to the demo shop. The shop is a demonstration: no order is charged or shipped.`,
  },
  'blog/grid': {
    section: resources,
    title: msg`Blog`,
    summary: msg`Notes from our projects: architecture, accessibility, performance and running software in production.`,
  },
}
