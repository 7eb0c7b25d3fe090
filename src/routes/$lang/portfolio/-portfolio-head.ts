import { msg } from '@lingui/core/macro'
import type { StudyPageData } from '~/features/portfolio/load'
import { pageHead as seoHead } from '~/features/seo/head'
import { routeHead } from '~/features/seo/page-head'
import { env } from '~/lib/env'
import type { Lang } from '~/lib/languages'
import { localPath, studyPage } from '~/site/pages'
import { pageHead } from '../../-components/page-head'

/** What a study's loader returns: the page's data and its JSON-LD. */
export type StudyRouteData = StudyPageData & { jsonLd: string }

/** A study's head: its own title and description, hreflang to its translations, and its CreativeWork JSON-LD. */
export function studyHead(lang: Lang, slug: string, data: StudyRouteData | undefined) {
  if (data === undefined) {
    return routeHead({ lang, page: studyPage(slug), title: msg`Page not found`, description: msg`The page you were looking for doesn't exist`, keywords: msg`404`, noindex: true })
  }
  const { study } = data
  const head = seoHead(env.VITE_SITE_URL, { lang, page: studyPage(study.slug), title: study.title, description: study.description, keywords: [...study.services, ...study.technologies] })
  return { ...head, scripts: [{ type: 'application/ld+json', children: data.jsonLd }] }
}

/**
 * The head of a case study layout page (v1, v2): it shows one chosen study, whose own page is the
 * one search engines should index, so it is noindex with a canonical link to that page.
 */
export function layoutHead(lang: Lang, path: 'portfolio/case-study/v1' | 'portfolio/case-study/v2', data: StudyPageData | undefined) {
  const head = pageHead(lang, path)
  return data === undefined ? head : { ...head, links: [{ rel: 'canonical', href: env.VITE_SITE_URL.replace(/\/+$/, '') + localPath(lang, studyPage(data.study.slug)) }, ...head.links] }
}
