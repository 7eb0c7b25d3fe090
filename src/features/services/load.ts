import { loadEntries, loadHtml } from '~/site/content/collections'
import type { BlogPostMeta, ServiceMeta } from '~/site/content/schemas'
import type { Lang } from '~/lib/languages'
import { postsForService, relatedServices } from './services'

/** What a card or row shows of a service: no body facts, so that a page's loader data stays small. */
export type ServiceSummary = Pick<ServiceMeta, 'slug' | 'title' | 'description' | 'icon' | 'group' | 'order' | 'illustration' | 'illustrationAlt'>

/** A blog post a service's page links to. */
export type ServicePost = Pick<BlogPostMeta, 'slug' | 'title' | 'description' | 'date'>

export interface ServicePageData {
  service: ServiceMeta
  /** The body, rendered and checked at build time. */
  html: string
  related: ServiceSummary[]
  posts: ServicePost[]
}

function summary({ slug, title, description, icon, group, order, illustration, illustrationAlt }: ServiceMeta): ServiceSummary {
  return { slug, title, description, icon, group, order, illustration, illustrationAlt }
}

/** The language's services, in their order. */
export async function loadServices(lang: Lang): Promise<ServiceSummary[]> {
  return (await loadEntries('services', lang)).map(summary)
}

/** A service with its body, the services to read next and the blog's posts on its subject; null for no service of that slug. */
export async function loadServicePage(lang: Lang, slug: string): Promise<ServicePageData | null> {
  const [services, html] = await Promise.all([loadEntries('services', lang), loadHtml('services', lang, slug)])
  const service = services.find((item) => item.slug === slug)
  if (service === undefined || html === null) return null
  const posts = service.blogCategories.length === 0 ? [] : await loadEntries('blog', lang)
  return {
    service,
    html,
    related: relatedServices(services, service).map(summary),
    posts: postsForService(posts, service.blogCategories).map(({ slug: postSlug, title, description, date }) => ({ slug: postSlug, title, description, date })),
  }
}

/** The first service's page, which the second service layout shows. */
export async function loadFirstServicePage(lang: Lang): Promise<ServicePageData | null> {
  const [first] = await loadEntries('services', lang)
  return first === undefined ? null : loadServicePage(lang, first.slug)
}
