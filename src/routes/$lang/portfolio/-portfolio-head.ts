import { msg } from '@lingui/core/macro'
import type { StudyPageData } from '~/features/portfolio/load'
import { pageHead as seoHead } from '~/features/seo/head'
import { brandName, hostSeo } from '~/features/seo/hosts'
import { routeHead } from '~/features/seo/page-head'
import { env } from '~/lib/env'
import type { Lang } from '~/lib/languages'
import { localPath, studyPage } from '~/site/pages'
import { pageHead } from '../../-components/page-head'

/** JSON in a script element: `<` escaped, so that no text can close the element. */
function jsonScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** A study's head: its own title and description, hreflang to its translations, and CreativeWork JSON-LD. */
export function studyHead(lang: Lang, slug: string, data: StudyPageData | undefined) {
  if (data === undefined) {
    return routeHead({ lang, page: studyPage(slug), title: msg`Page not found`, description: msg`The page you were looking for doesn't exist`, keywords: msg`404`, noindex: true })
  }
  const { study } = data
  const origin = env.VITE_SITE_URL.replace(/\/+$/, '')
  const head = seoHead(env.VITE_SITE_URL, { lang, page: studyPage(study.slug), title: study.title, description: study.description, keywords: [...study.services, ...study.technologies] })
  const brand = brandName(hostSeo(new URL(origin).host), lang)
  const work = {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: study.title,
    headline: study.title,
    description: study.description,
    image: [study.cover, ...study.gallery].map((file) => `${origin}/images/portfolio/${file}`),
    dateCreated: String(study.year),
    inLanguage: lang,
    wordCount: study.wordCount,
    keywords: study.technologies.join(', '),
    about: study.industry,
    mainEntityOfPage: origin + localPath(lang, studyPage(study.slug)),
    creator: { '@type': 'Organization', name: brand },
    publisher: { '@type': 'Organization', name: brand },
  }
  return {
    // The site's picture stays the Open Graph image: the study's drawings are SVG, which link previews do not show.
    meta: head.meta,
    links: head.links,
    scripts: [{ type: 'application/ld+json', children: jsonScript(work) }],
  }
}

/**
 * The head of a case study layout page (v1, v2): it shows one chosen study, whose own page is the
 * one search engines should index, so it is noindex with a canonical link to that page.
 */
export function layoutHead(lang: Lang, path: 'portfolio/case-study/v1' | 'portfolio/case-study/v2', data: StudyPageData | undefined) {
  const head = pageHead(lang, path)
  if (data === undefined) return head
  const origin = env.VITE_SITE_URL.replace(/\/+$/, '')
  return { ...head, links: [{ rel: 'canonical', href: origin + localPath(lang, studyPage(data.study.slug)) }, ...head.links] }
}
