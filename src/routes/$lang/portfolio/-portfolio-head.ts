import type { StudyPageData } from '~/features/portfolio/load'
import type { Lang } from '~/lib/languages'
import { studyPage } from '~/site/pages'
import { ownHead } from '../../-components/page-head'

/** What a study's loader returns: the page's data and its JSON-LD. */
export type StudyRouteData = StudyPageData & { jsonLd: string }

/** A study's head: its own title and description, hreflang to its translations, and its CreativeWork JSON-LD. */
export function studyHead(lang: Lang, slug: string, data: StudyRouteData | undefined) {
  const head = ownHead(lang, studyPage(slug), data && { title: data.study.title, description: data.study.description, keywords: [...data.study.services, ...data.study.technologies] })
  return data === undefined ? head : { ...head, scripts: [{ type: 'application/ld+json', children: data.jsonLd }] }
}
