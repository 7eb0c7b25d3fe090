import type { Lang } from '~/lib/languages'
import type { PortfolioSearch } from '../search'
import { filterStudies, type StudySummary } from '../studies'
import { PortfolioFilter } from './portfolio-filter'
import { StudyCard } from '~/components/cards/study-card'
import { studyCardData } from '../study-card-data'

/** The cover's shape of each card in turn: the masonry's columns get cards of different heights. */
const SHAPES = ['aspect-[4/5]', 'aspect-[1200/630]', 'aspect-square', 'aspect-[4/3]'] as const

/** Every study (or a category's) as cards of varying height in CSS columns: the browser lays them out, no script. */
export function PortfolioMasonry({ lang, studies, search }: { lang: Lang; studies: readonly StudySummary[]; search: PortfolioSearch }) {
  return (
    <>
      <PortfolioFilter studies={studies} search={search} />
      <div className="mt-8 columns-1 gap-6 md:columns-2 lg:columns-3">
        {filterStudies(studies, search.category).map((study, index) => (
          <StudyCard
            key={study.slug}
            study={studyCardData(study, lang, index % 2 === 0 ? 2 : 4)}
            lang={lang}
            cover={SHAPES[index % SHAPES.length]}
            eager={index < 2}
            className="mb-6 break-inside-avoid"
          />
        ))}
      </div>
    </>
  )
}
