import type { StudyPageData } from '~/features/portfolio/load'
import { brandName, hostSeo } from '~/features/seo/hosts'
import { env } from '~/lib/env'
import type { Lang } from '~/lib/languages'
import { localPath, studyPage } from '~/site/pages'

/**
 * A study's CreativeWork JSON-LD, as the text of its script element (`<` escaped, so that no text
 * can close it). Built in the loader, which imports this when it runs (not on the first visit of a
 * prerendered page), rather than in `head`, which every page's first load carries.
 */
export function studyJsonLd(lang: Lang, { study }: StudyPageData): string {
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
