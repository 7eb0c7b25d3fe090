import type { ReactNode } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { focusRing } from '~/components/focus-ring'
import type { CustomerIndustry } from '~/site/content/customer-stories'
import type { Lang } from '~/lib/languages'
import { INDUSTRY_LABELS } from '../labels'
import { filterStories, storyIndustries } from '../list'
import type { StorySummary } from '../stories'
import { StoryCard } from './story-card'

function FilterLink({ lang, industry, current, children }: { lang: Lang; industry: CustomerIndustry | undefined; current: boolean; children: ReactNode }) {
  return (
    <Link
      to="/$lang/customer/stories"
      params={{ lang }}
      search={industry === undefined ? {} : { industry }}
      aria-current={current ? 'page' : undefined}
      className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-medium ${
        current ? 'bg-indigo-700 text-white dark:bg-indigo-400 dark:text-slate-950' : 'bg-slate-100 text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700'
      } ${focusRing}`}
    >
      {children}
    </Link>
  )
}

/** The stories as cards, filtered by industry (`?industry=`). */
export function StoryList({ lang, stories, industry }: { lang: Lang; stories: readonly StorySummary[]; industry: CustomerIndustry | undefined }) {
  const { i18n, t } = useLingui()
  const shown = filterStories(stories, industry)
  const total = stories.length
  const count = shown.length
  return (
    <>
      <nav aria-label={t`Industries`} className="mt-10">
        <ul className="flex flex-wrap gap-2">
          <li>
            <FilterLink lang={lang} industry={undefined} current={industry === undefined}>
              <Trans>All industries</Trans>
            </FilterLink>
          </li>
          {storyIndustries(stories).map((item) => (
            <li key={item}>
              <FilterLink lang={lang} industry={item} current={industry === item}>
                {i18n._(INDUSTRY_LABELS[item])}
              </FilterLink>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className="mt-6 text-sm text-slate-600 dark:text-slate-300">
        <Plural value={total} one={`${count} of # story`} other={`${count} of # stories`} />
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        {shown.map((story) => (
          <StoryCard key={story.slug} lang={lang} story={story} />
        ))}
      </div>
    </>
  )
}
