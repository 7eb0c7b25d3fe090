import type { StudyCardData } from '~/components/cards/study-card'
import type { Lang } from '~/lib/languages'
import { CATEGORY_LABELS } from './categories'
import { clientName } from './clients'
import { formatResults } from './figures'
import type { StudySummary } from './studies'

/** What a study's card shows, in a language, with its first `resultCount` results (the home page's loader carries it too). */
export function studyCardData(study: StudySummary, lang: Lang, resultCount: number = study.results.length): StudyCardData {
  return {
    slug: study.slug,
    title: study.title,
    description: study.description,
    client: clientName(study.client),
    industry: study.industry,
    year: study.year,
    category: { id: CATEGORY_LABELS[study.category].id },
    cover: study.cover,
    results: formatResults(study.results.slice(0, resultCount), lang),
  }
}
