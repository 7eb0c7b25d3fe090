import { msg } from '@lingui/core/macro'
import { pageHead as seoHead } from '~/features/seo/head'
import { routeHead } from '~/features/seo/page-head'
import { env } from '~/lib/env'
import type { Lang } from '~/lib/languages'
import { featurePage, integrationPage, localPath } from '~/site/pages'
import { pageHead } from '../../-components/page-head'

interface Entry {
  slug: string
  title: string
  description: string
}

function entryPage(kind: 'feature' | 'integration', slug: string) {
  return kind === 'feature' ? featurePage(slug) : integrationPage(slug)
}

/** A feature's or an integration's page head: its own title and description, hreflang to its translations. */
export function entryHead(lang: Lang, kind: 'feature' | 'integration', slug: string, entry: Entry | undefined) {
  if (entry === undefined) {
    return routeHead({ lang, page: entryPage(kind, slug), title: msg`Page not found`, description: msg`The page you were looking for doesn't exist`, keywords: msg`404`, noindex: true })
  }
  return seoHead(env.VITE_SITE_URL, { lang, page: entryPage(kind, entry.slug), title: entry.title, description: entry.description, keywords: [entry.title] })
}

/**
 * The head of the feature-single or integration-single page: it shows one entry in the second
 * layout, whose own page is the one search engines should index, so it is noindex with a
 * canonical link to that page.
 */
export function showcaseHead(lang: Lang, path: 'saas/feature-single' | 'saas/integration-single', entry: { slug: string } | undefined) {
  const head = pageHead(lang, path)
  if (entry === undefined) return head
  const origin = env.VITE_SITE_URL.replace(/\/+$/, '')
  const page = path === 'saas/feature-single' ? featurePage(entry.slug) : integrationPage(entry.slug)
  return { ...head, links: [{ rel: 'canonical', href: origin + localPath(lang, page) }, ...head.links] }
}
