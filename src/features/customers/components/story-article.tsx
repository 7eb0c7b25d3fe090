import { ExampleMark } from '~/components/example-mark'
import { Trans, useLingui } from '@lingui/react/macro'
import { PageLink } from '~/components/page-link'
import { Quote } from '~/components/sections/quote'
import type { Lang } from '~/lib/languages'
import { INDUSTRY_LABELS } from '../labels'
import type { StoryPageData } from '../load'
import { companyName, KeyFigures, linkClass, StoryLogo, StoryPlace, StoryServices } from './story-parts'

/** Typography of a rendered Markdown body (the HTML is built and checked at build time). */
const BODY =
  'text-lg leading-8 text-slate-800 dark:text-slate-200 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline dark:[&_a]:text-indigo-300 [&_blockquote]:my-8 [&_blockquote]:border-l-4 [&_blockquote]:border-indigo-400 [&_blockquote]:pl-6 [&_blockquote]:text-xl [&_blockquote]:font-medium [&_blockquote]:text-slate-900 dark:[&_blockquote]:text-white [&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_strong]:font-semibold [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6'

/** The customer, industry and city as a short list of facts. */
function AtAGlance({ data }: { data: StoryPageData }) {
  const { i18n, t } = useLingui()
  const { story } = data
  return (
    <section aria-labelledby="story-facts">
      <h2 id="story-facts" className="text-sm font-semibold tracking-wide text-slate-900 caps dark:text-white">
        {t`At a glance`}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-600 dark:text-slate-300">{t`Customer`}</dt>
        <dd className="font-medium text-slate-900 dark:text-white">
          <span data-content>{companyName(story.client)}</span>
          <ExampleMark className="block font-normal" />
        </dd>
        <dt className="text-slate-600 dark:text-slate-300">{t`Industry`}</dt>
        <dd className="font-medium text-slate-900 dark:text-white">{i18n._(INDUSTRY_LABELS[story.industry])}</dd>
        <dt className="text-slate-600 dark:text-slate-300">{t`City`}</dt>
        <dd data-content className="font-medium text-slate-900 dark:text-white">{story.city}</dd>
      </dl>
    </section>
  )
}

/**
 * A customer story: v1 leads with the title and the quote in one column, the figures under them
 * and the body beside the facts; v2 puts the quote on a coloured panel beside the figures, then
 * the body with the facts and services in a sidebar. The other stories come after it (other-stories.tsx).
 */
export function StoryArticle({ lang, data, layout = 'v1' }: { lang: Lang; data: StoryPageData; layout?: 'v1' | 'v2' }) {
  const { t } = useLingui()
  const { story, html } = data
  const company = companyName(story.client)
  const avatar = `/images/customers/${story.avatar}`
  // The body is HTML the build rendered from the story's Markdown and escaped: no HTML passes through.
  const body = <div data-content className={BODY} dangerouslySetInnerHTML={{ __html: html }} />
  const back = (
    <PageLink lang={lang} page="customer/stories" className={`text-sm font-semibold text-indigo-700 dark:text-indigo-300 ${linkClass}`}>
      <span aria-hidden="true">← </span>
      <Trans>All customer stories</Trans>
    </PageLink>
  )
  const sidebar = (
    <aside aria-label={t`About this project`} className="flex flex-col gap-8 rounded-2xl border border-slate-200 p-6 lg:sticky lg:top-24 lg:self-start dark:border-slate-700">
      <AtAGlance data={data} />
      <StoryServices lang={lang} story={story} headingId="story-services" />
    </aside>
  )
  return (
    <article className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      {layout === 'v1' ? (
        <>
          <header className="mx-auto flex max-w-6xl flex-col items-start gap-5">
            {back}
            <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
              <StoryLogo client={story.client} />
              <StoryPlace story={story} />
            </div>
            <h1 data-content className="max-w-4xl text-4xl font-extrabold tracking-tight text-balance hyphens-auto text-slate-900 wrap-break-word sm:text-5xl dark:text-white">
              {story.title}
            </h1>
            <p data-content className="max-w-4xl text-xl text-slate-700 dark:text-slate-300">{story.description}</p>
          </header>
          <Quote quote={story.quote} name={story.speaker} jobTitle={story.speakerRole} company={company} avatar={avatar} className="mx-auto mt-12 max-w-6xl border-y border-slate-200 py-10 dark:border-slate-700 [&_blockquote]:max-w-4xl" />
          <section aria-labelledby="story-figures" className="mx-auto mt-12 max-w-6xl">
            <h2 id="story-figures" className="sr-only">{t`Key figures`}</h2>
            <KeyFigures figures={story.keyFigures} />
          </section>
          <div className="mx-auto mt-12 grid max-w-6xl gap-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <div className="max-w-3xl">{body}</div>
            {sidebar}
          </div>
        </>
      ) : (
        <>
          <header className="flex flex-col items-center gap-5 text-center">
            {back}
            <StoryLogo client={story.client} />
            <StoryPlace story={story} />
            <h1 data-content className="max-w-4xl text-4xl font-extrabold tracking-tight text-balance hyphens-auto text-slate-900 wrap-break-word sm:text-5xl dark:text-white">
              {story.title}
            </h1>
          </header>
          <div className="mt-12 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="rounded-3xl bg-indigo-50 p-8 sm:p-12 dark:bg-indigo-950">
              <Quote quote={story.quote} name={story.speaker} jobTitle={story.speakerRole} company={company} avatar={avatar} />
            </div>
            <section aria-labelledby="story-figures" className="flex flex-col justify-center gap-6 rounded-3xl border border-slate-200 p-8 dark:border-slate-700">
              <h2 id="story-figures" className="text-lg font-bold text-slate-900 dark:text-white">
                {t`Key figures`}
              </h2>
              <KeyFigures figures={story.keyFigures} size="small" arrange="stacked" />
            </section>
          </div>
          <div className="mt-16 grid gap-12 lg:grid-cols-[18rem_minmax(0,1fr)]">
            {sidebar}
            <div className="max-w-3xl">
              <p data-content className="text-xl font-medium text-slate-700 dark:text-slate-300">{story.description}</p>
              {body}
            </div>
          </div>
        </>
      )}
    </article>
  )
}
