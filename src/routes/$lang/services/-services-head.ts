import { msg } from '@lingui/core/macro'
import type { ServicePageData } from '~/features/services/load'
import { pageHead as seoHead } from '~/features/seo/head'
import { routeHead } from '~/features/seo/page-head'
import { env } from '~/lib/env'
import type { Lang } from '~/lib/languages'
import { localPath, servicePage } from '~/site/pages'
import { pageHead } from '../../-components/page-head'

/** A service's head: its own title and description, its technologies as keywords, hreflang to its translations. */
export function serviceHead(lang: Lang, slug: string, data: ServicePageData | undefined) {
  if (data === undefined) {
    return routeHead({ lang, page: servicePage(slug), title: msg`Page not found`, description: msg`The page you were looking for doesn't exist`, keywords: msg`404`, noindex: true })
  }
  const { service } = data
  return seoHead(env.VITE_SITE_URL, { lang, page: servicePage(service.slug), title: service.title, description: service.description, keywords: [service.title, ...service.technologies] })
}

/**
 * The head of the second service layout: it shows the first service, whose own page is the one
 * search engines should index, so it is noindex with a canonical link to that page.
 */
export function layoutHead(lang: Lang, data: ServicePageData | undefined) {
  const head = pageHead(lang, 'services/single')
  if (data === undefined) return head
  const origin = env.VITE_SITE_URL.replace(/\/+$/, '')
  return { ...head, links: [{ rel: 'canonical', href: origin + localPath(lang, servicePage(data.service.slug)) }, ...head.links] }
}
