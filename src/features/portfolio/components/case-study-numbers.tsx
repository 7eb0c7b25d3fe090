import { Trans } from '@lingui/react/macro'
import type { Lang } from '~/lib/languages'
import type { StudyPageData } from '../load'
import { ClientLogo, Facts, Quote, StudyBody, StudyCover, StudyEnd, StudyIntro, StudyResults } from './case-study-parts'

/**
 * A case study told through its numbers (layout v2): title and results first, then the body beside
 * a sidebar of facts and the customer's words, then the gallery and the neighbouring studies.
 */
export function CaseStudyNumbers({ lang, data }: { lang: Lang; data: StudyPageData }) {
  const { study, html, previous, next } = data
  return (
    <article className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <StudyIntro study={study} lang={lang} centered />
      <div className="mt-10">
        <StudyResults study={study} lang={lang} headingVisible={false} />
      </div>
      <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <StudyCover study={study} large={false} />
          <div className="mt-4">
            <StudyBody html={html} />
          </div>
        </div>
        <aside aria-labelledby="study-facts" className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
            <h2 id="study-facts" className="text-sm font-semibold tracking-wide text-slate-900 caps dark:text-white">
              <Trans>Project facts</Trans>
            </h2>
            <div className="mt-4">
              <ClientLogo study={study} />
            </div>
            <div className="mt-4">
              <Facts study={study} columns={false} />
            </div>
          </div>
          <Quote study={study} />
        </aside>
      </div>
      <StudyEnd study={study} previous={previous} next={next} lang={lang} />
    </article>
  )
}
