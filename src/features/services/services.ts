import type { BlogCategory } from '~/site/content/blog-categories'
import { SERVICE_GROUPS, type ServiceGroup } from '~/site/content/service-groups'

/** The services of each group, in the groups' order and the services' own; empty groups left out. */
export function servicesByGroup<T extends { group: ServiceGroup }>(services: readonly T[]): { group: ServiceGroup; services: T[] }[] {
  return SERVICE_GROUPS.map((group) => ({ group, services: services.filter((service) => service.group === group) })).filter((item) => item.services.length > 0)
}

/**
 * The services a service's page suggests next: the ones its front matter names, in that order,
 * then the rest of its group, then the others in order, never itself or an unknown slug.
 */
export function relatedServices<T extends { slug: string; group: ServiceGroup }>(services: readonly T[], service: T & { related: readonly string[] }, count = 3): T[] {
  const named = service.related.flatMap((slug) => services.filter((other) => other.slug === slug))
  const sameGroup = services.filter((other) => other.group === service.group)
  const seen = new Set<string>([service.slug])
  return [...named, ...sameGroup, ...services]
    .filter((other) => {
      if (seen.has(other.slug)) return false
      seen.add(other.slug)
      return true
    })
    .slice(0, count)
}

/** The newest posts of the blog categories a service names (posts come newest first); none when it names none. */
export function postsForService<T extends { category: BlogCategory }>(posts: readonly T[], categories: readonly BlogCategory[], count = 3): T[] {
  return posts.filter((post) => categories.includes(post.category)).slice(0, count)
}
