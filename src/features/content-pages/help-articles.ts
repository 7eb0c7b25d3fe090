import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { HelpArticleMeta } from '~/site/content/schemas'

type Category = HelpArticleMeta['category']

/**
 * The help center's categories in the order it shows them, with their labels: Storm's products
 * first (their customers' questions), then the site's own account and the demo shop.
 */
export const HELP_CATEGORY_LABELS: Record<Category, MessageDescriptor> = {
  'getting-started': msg({ message: `Getting started with Storm products`, comment: 'Heading of a group of help articles. Max 50 characters.' }),
  integrations: msg({ message: `Integrations and machine data`, comment: 'Heading of a group of help articles. Max 50 characters.' }),
  billing: msg({ message: `Users, plans and billing`, comment: 'Heading of a group of help articles: users of the Storm products, pricing plans and invoices. Max 50 characters.' }),
  account: msg`Your account`,
  shop: msg({ message: `The demo shop`, comment: 'Heading of the group of help articles about shopping and orders in the demo shop. Max 50 characters.' }),
}
export const HELP_CATEGORY_ORDER = Object.keys(HELP_CATEGORY_LABELS) as Category[]

/** The articles by category, in the help center's order; a category without articles is left out. */
export function articlesByCategory<T extends Pick<HelpArticleMeta, 'category'>>(articles: readonly T[]): { category: Category; articles: T[] }[] {
  return HELP_CATEGORY_ORDER.map((category) => ({ category, articles: articles.filter((article) => article.category === category) })).filter(
    (group) => group.articles.length > 0,
  )
}

/** The article before and after one in its category (articles in the help center's order). */
export function categoryNeighbours<T extends Pick<HelpArticleMeta, 'slug' | 'category'>>(articles: readonly T[], slug: string): { previous: T | null; next: T | null } {
  const article = articles.find((candidate) => candidate.slug === slug)
  if (article === undefined) return { previous: null, next: null }
  const siblings = articles.filter((candidate) => candidate.category === article.category)
  const index = siblings.indexOf(article)
  return { previous: siblings[index - 1] ?? null, next: siblings[index + 1] ?? null }
}
