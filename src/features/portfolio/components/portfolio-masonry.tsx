import type { Lang } from '~/lib/languages'
import type { PortfolioSearch } from '../search'
import { filterStudies, type StudySummary } from '../studies'
import { PortfolioFilter } from './portfolio-filter'
import { StudyCard } from './study-card'

/** Every study (or a category's) as cards of varying height in CSS columns: the browser lays them out, no script. */
export function PortfolioMasonry({ lang, studies, search }: { lang: Lang; studies: readonly StudySummary[]; search: PortfolioSearch }) {
  return (
    <>
      <PortfolioFilter studies={studies} search={search} />
      <div className="mt-8 columns-1 gap-6 md:columns-2 lg:columns-3">
        {filterStudies(studies, search.category).map((study, index) => (
          <StudyCard key={study.slug} study={study} lang={lang} index={index} />
        ))}
      </div>
    </>
  )
}
