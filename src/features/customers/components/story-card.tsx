import { ExampleMark } from '~/components/example-mark'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import { storyPage } from '~/site/pages'
import type { StorySummary } from '../stories'
import { KeyFigures, linkClass, StoryLogo, StoryPlace } from './story-parts'

/** A story in a list: logo, place, title (its link), the headline quote and the figures. */
export function StoryCard({ lang, story, headingLevel = 2 }: { lang: Lang; story: StorySummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="@container relative flex flex-col gap-5 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StoryLogo client={story.client} className="h-10 w-32" />
        <StoryPlace story={story} />
      </div>
      <Heading data-content className="text-xl font-bold text-balance text-slate-900 dark:text-white">
        <PageLink lang={lang} page={storyPage(story.slug)} className={`${linkClass} after:absolute after:inset-0 after:rounded-3xl`}>
          {story.title}
        </PageLink>
      </Heading>
      <blockquote data-content className="border-l-4 border-indigo-400 pl-4 text-slate-700 italic dark:text-slate-300">
        <p>{story.quote}</p>
        <footer className="mt-2 text-sm text-slate-600 not-italic dark:text-slate-400">
          {story.speaker}, {story.speakerRole}
          <span aria-hidden="true"> · </span>
          <ExampleMark />
        </footer>
      </blockquote>
      <KeyFigures figures={story.keyFigures} size="small" arrange="fit" className="mt-auto border-t border-slate-200 pt-5 dark:border-slate-700" />
    </article>
  )
}
