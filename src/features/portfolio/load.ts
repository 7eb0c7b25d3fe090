import { loadEntries, loadHtml } from '~/site/content/collections'
import type { CaseStudyMeta } from '~/site/content/schemas'
import type { Lang } from '~/lib/languages'
import { adjacentStudies, summary, type StudySummary } from './studies'

export interface StudyPageData {
  study: CaseStudyMeta
  /** The body, rendered and checked at build time. */
  html: string
  previous: StudySummary | null
  next: StudySummary | null
}

/** The language's case studies as cards show them, newest year first. */
export async function loadStudies(lang: Lang): Promise<StudySummary[]> {
  return (await loadEntries('case-studies', lang)).map(summary)
}

/** A study with its body and its neighbours; null for no study of that slug. */
export async function loadStudyPage(lang: Lang, slug: string): Promise<StudyPageData | null> {
  const [studies, html] = await Promise.all([loadEntries('case-studies', lang), loadHtml('case-studies', lang, slug)])
  const study = studies.find((item) => item.slug === slug)
  if (study === undefined || html === null) return null
  const { previous, next } = adjacentStudies(studies, slug)
  return { study, html, previous: previous && summary(previous), next: next && summary(next) }
}

/** The study the two case study layouts show: the newest featured one, else the newest. */
export async function loadLayoutStudyPage(lang: Lang): Promise<StudyPageData | null> {
  const studies = await loadEntries('case-studies', lang)
  const chosen = studies.find((study) => study.featured === true) ?? studies[0]
  return chosen === undefined ? null : loadStudyPage(lang, chosen.slug)
}
