import { loadStudyPage, type StudyPageData } from '~/features/portfolio/load'
import { brandName, hostSeo } from '~/features/seo/hosts'
import { env } from '~/lib/env'
import type { Lang } from '~/lib/languages'
import { localPath, studyPage } from '~/site/pages'

/**
 * A case study's page data: the study, its body and its CreativeWork JSON-LD. The loader imports
 * this when it runs (not on the first visit of a prerendered page), so neither the studies' index
 * nor this code is in any page's first load, as it would be in `head`.
 */
export async function loadStudyPageData(lang: Lang, slug: string) {
  const data = await loadStudyPage(lang, slug)
  return data && { ...data, jsonLd: studyJsonLd(lang, data) }
}

/** A study's CreativeWork JSON-LD, as the text of its script element (`<` escaped, so that no text can close it). */
function studyJsonLd(lang: Lang, { study }: StudyPageData): string {
  const origin = env.VITE_SITE_URL.replace(/\/+$/, '')
  const brand = { '@type': 'Organization', name: brandName(hostSeo(new URL(origin).host), lang) }
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
    creator: brand,
    publisher: brand,
  }
  return JSON.stringify(work).replace(/</g, '\\u003c')
}
