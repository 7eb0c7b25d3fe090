import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CategoryFilter } from '~/components/sections/category-filter'
import { PORTFOLIO_CATEGORIES } from '~/site/content/portfolio-categories'
import { CATEGORY_LABELS } from '../categories'
import type { PortfolioSearch } from '../search'
import { filterStudies, usedCategories, type StudySummary } from '../studies'

/**
 * The category chips of a portfolio page, how many studies they leave, and a note when the
 * address names a category that does not exist (every study is shown then).
 */
export function PortfolioFilter({ studies, search }: { studies: readonly StudySummary[]; search: PortfolioSearch }) {
  const { t, i18n } = useLingui()
  const count = filterStudies(studies, search.category).length
  // The address's text reaches the message as an element, never as a string: Lingui reads the
  // tags in a string value (`<0>…</0>`) as the message's own elements.
  const unknown = search.unknownCategory === undefined ? undefined : <bdi>{search.unknownCategory}</bdi>
  const choices = [
    { value: undefined, label: t`All case studies` },
    ...usedCategories(studies, PORTFOLIO_CATEGORIES).map((category) => ({ value: category, label: i18n._(CATEGORY_LABELS[category]) })),
  ]
  return (
    <div className="mt-10 flex flex-col gap-4">
      <CategoryFilter label={t`Case study categories`} param="category" choices={choices} current={search.category} />
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {unknown === undefined ? (
          <Plural value={count} one="# case study" other="# case studies" />
        ) : (
          <span className="block rounded-xl bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
            <Trans>
              There is no category “{unknown}”, so every case study is shown.{' '}
              <Link to="." search={{}} className="font-semibold underline">
                Clear the filter
              </Link>
            </Trans>
          </span>
        )}
      </p>
    </div>
  )
}
