import { Trans } from '@lingui/react/macro'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import type { StorySummary } from '../stories'
import { StoryCard } from './story-card'
import { linkClass } from './story-parts'

/** The other stories a story page suggests, as cards, and the way to all of them. */
export function OtherStories({ lang, others }: { lang: Lang; others: readonly StorySummary[] }) {
  if (others.length === 0) return null
  return (
    <section aria-labelledby="other-stories" className="mt-20">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="other-stories" className="text-2xl font-bold text-slate-900 dark:text-white">
          <Trans>More customer stories</Trans>
        </h2>
        <PageLink lang={lang} page="customer/stories" className={`font-semibold text-indigo-700 dark:text-indigo-300 ${linkClass}`}>
          <Trans>All customer stories</Trans>
        </PageLink>
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        {others.map((story) => (
          <StoryCard key={story.slug} lang={lang} story={story} headingLevel={3} />
        ))}
      </div>
    </section>
  )
}
