import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SectionKey } from './pages.ts'

// A module of its own: the menus, the site search and a product's breadcrumb, which load after
// the page, read it; the registry that every page loads does not carry it.
/** The labels of the menu's groups: what a visitor finds there. */
export function sectionLabels(): Record<SectionKey, MessageDescriptor> {
  return {
    products: msg({ message: `Products`, context: 'menu group', comment: 'A group of the main menu, and the kind of a page in the site search. One or two short words. Storm\'s software products (Storm Plan, Field, Link, Insight, Sense), their features and pricing.' }),
    services: msg({ message: `Services`, context: 'menu group', comment: 'A group of the main menu, and the kind of a page in the site search. One or two short words. What Storm builds for clients: software development, design, consulting.' }),
    customers: msg({ message: `Customers`, context: 'menu group', comment: 'A group of the main menu, and the kind of a page in the site search. One or two short words. Customer stories and case studies.' }),
    company: msg({ message: `Company`, context: 'menu group', comment: 'A group of the main menu, and the kind of a page in the site search. One or two short words. About us, team, careers, contact.' }),
    shop: msg({ message: `Shop`, context: 'menu group', comment: 'A group of the main menu, and the kind of a page in the site search. One or two short words. The demo shop.' }),
    resources: msg({ message: `Resources`, context: 'menu group', comment: 'A group of the main menu, and the kind of a page in the site search. One or two short words. Blog, help center and FAQ.' }),
    account: msg({ message: `Your account`, context: 'menu group', comment: 'A group of the main menu, and the kind of a page in the site search. One or two short words. Sign in, sign up and the pages of the visitor\'s account.' }),
  }
}
