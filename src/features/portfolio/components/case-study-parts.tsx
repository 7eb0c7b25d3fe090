import { ExampleMark } from '~/components/example-mark'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ClientLogoPicture } from '~/components/carousel/client-logo-picture'
import { focusRing } from '~/components/focus-ring'
import { PageLink } from '~/components/page-link'
import { Gallery } from '~/components/sections/gallery'
import type { CaseStudyMeta } from '~/site/content/schemas'
import type { Lang } from '~/lib/languages'
import { studyPage } from '~/site/pages'
import { CATEGORY_LABELS } from '../categories'
import { clientName } from '../clients'
import type { StudyPageData } from '../load'
import type { StudySummary } from '../studies'
import { ResultsStrip } from '~/components/cards/study-parts'
import { formatResults } from '../figures'

/** Typography of a study's rendered Markdown: paragraphs, sections, lists, bold and links. */
const BODY =
  'text-lg leading-8 text-slate-800 dark:text-slate-200 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline dark:[&_a]:text-indigo-300 [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_li]:mt-2 [&_p]:mt-5 [&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6'

export const headingClass = 'text-2xl font-bold text-slate-900 dark:text-white'
const termClass = 'text-xs font-semibold tracking-wide text-slate-600 caps dark:text-slate-300'

export function ClientLogo({ study }: { study: CaseStudyMeta }) {
  return (
    <ClientLogoPicture logo={{ name: clientName(study.client), lightSymbol: `${study.client}-light`, darkSymbol: `${study.client}-dark` }} className="h-12 w-auto" />
  )
}

export function Quote({ study }: { study: CaseStudyMeta }) {
  return (
    <figure className="rounded-3xl bg-indigo-700 p-6 text-white dark:bg-indigo-950 dark:ring-1 dark:ring-indigo-800">
      <blockquote data-content className="text-lg leading-relaxed">
        <p>“{study.quote}”</p>
      </blockquote>
      <figcaption data-content className="mt-4 text-sm text-indigo-100">
        — {study.quoteBy}
      </figcaption>
    </figure>
  )
}

/** Industry, year, services and technologies of a study, as a definition list. */
export function Facts({ study, columns }: { study: CaseStudyMeta; columns: boolean }) {
  const { t } = useLingui()
  return (
    <dl className={`grid gap-6 ${columns ? 'sm:grid-cols-2 lg:grid-cols-4' : ''}`}>
      <div>
        <dt className={termClass}>{t`Client`}</dt>
        <dd className="mt-1 text-slate-900 dark:text-white">
          <span data-content>{clientName(study.client)}</span>, <span data-content>{study.industry}</span>
          <ExampleMark className="block" />
        </dd>
      </div>
      <div>
        <dt className={termClass}>{t`Year`}</dt>
        <dd className="mt-1 text-slate-900 dark:text-white">{study.year}</dd>
      </div>
      <div>
        <dt className={termClass}>{t`Services`}</dt>
        <dd className="mt-1">
          <ul data-content className="text-slate-900 dark:text-white">
            {study.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt className={termClass}>{t`Technologies`}</dt>
        <dd className="mt-2">
          <ul data-content className="flex flex-wrap gap-2">
            {study.technologies.map((technology) => (
              <li key={technology} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
                {technology}
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  )
}

function Neighbour({ lang, study, rel }: { lang: Lang; study: StudySummary; rel: 'prev' | 'next' }) {
  return (
    <PageLink
      lang={lang}
      page={studyPage(study.slug)}
      rel={rel}
      className={`block rounded-xl border border-slate-200 p-4 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800 ${rel === 'next' ? 'sm:col-start-2 sm:text-right' : ''} ${focusRing}`}
    >
      <span className="block text-sm text-slate-600 dark:text-slate-300">{rel === 'prev' ? <Trans>Previous case study</Trans> : <Trans>Next case study</Trans>}</span>
      <span data-content className="font-semibold text-slate-900 dark:text-white">
        {study.title}
      </span>
    </PageLink>
  )
}

/** Category, title and summary of a study: the head of its article. */
export function StudyIntro({ study, lang, centered = false }: { study: CaseStudyMeta; lang: Lang; centered?: boolean }) {
  const { i18n } = useLingui()
  return (
    <header className={`flex flex-col gap-4 ${centered ? 'mx-auto max-w-4xl items-center text-center' : ''}`}>
      <Link
        to="/$lang/portfolio/masonry"
        params={{ lang }}
        search={{ category: study.category }}
        className={`rounded text-sm font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300 ${focusRing}`}
      >
        {i18n._(CATEGORY_LABELS[study.category])}
      </Link>
      <h1 data-content className="text-4xl font-extrabold tracking-tight text-balance hyphens-auto text-slate-900 wrap-break-word sm:text-5xl dark:text-white">
        {study.title}
      </h1>
      <p data-content className="text-xl text-slate-700 dark:text-slate-300">
        {study.description}
      </p>
      {!centered && <ClientLogo study={study} />}
    </header>
  )
}

/** The results as a strip of figures; v2 names the section for screen readers only, the figures being its top. */
export function StudyResults({ study, lang, headingVisible }: { study: CaseStudyMeta; lang: Lang; headingVisible: boolean }) {
  return (
    <section aria-labelledby="study-results">
      <h2 id="study-results" className={headingVisible ? headingClass : 'sr-only'}>
        <Trans>Results at a glance</Trans>
      </h2>
      <div className={headingVisible ? 'mt-6' : ''}>
        <ResultsStrip results={formatResults(study.results, lang)} />
      </div>
    </section>
  )
}

/** The body: HTML the build rendered from the study's Markdown and escaped, so no HTML passes through. */
export function StudyBody({ html }: { html: string }) {
  return <div data-content className={BODY} dangerouslySetInnerHTML={{ __html: html }} />
}

/** The study's cover, as the page's large picture or beside the facts. */
export function StudyCover({ study, large }: { study: CaseStudyMeta; large: boolean }) {
  return (
    <img
      src={`/images/portfolio/${study.cover}`}
      alt={study.coverAlt}
      data-content
      width={1200}
      height={630}
      {...(large ? { fetchPriority: 'high' as const } : {})}
      className={`aspect-[1200/630] w-full object-cover ${large ? 'rounded-3xl' : 'rounded-2xl'}`}
    />
  )
}

/** The gallery, the neighbouring studies: how every study ends (the routes add the call to action). */
export function StudyEnd({ study, previous, next, lang }: { study: CaseStudyMeta; previous: StudySummary | null; next: StudySummary | null; lang: Lang }) {
  const { t } = useLingui()
  return (
    <>
      <section aria-labelledby="study-gallery" className="mt-16">
        <h2 id="study-gallery" className={headingClass}>
          <Trans>Gallery</Trans>
        </h2>
        <div className="mt-6">
          <Gallery
            headingId="study-gallery"
            images={study.gallery.map((file, index) => ({ src: `/images/portfolio/${file}`, alt: study.galleryAlt[index] ?? '', width: 1200, height: 900 }))}
            labels={{ enlarge: t`(enlarge)`, close: t`Close`, previous: t`Previous picture`, next: t`Next picture` }}
          />
        </div>
      </section>
      {(previous !== null || next !== null) && (
        <nav aria-label={t`More case studies`} className="mt-16 grid gap-4 border-t border-slate-200 pt-8 sm:grid-cols-2 dark:border-slate-700">
          {previous !== null && <Neighbour lang={lang} study={previous} rel="prev" />}
          {next !== null && <Neighbour lang={lang} study={next} rel="next" />}
        </nav>
      )}
    </>
  )
}

/**
 * A case study told as a story (layout v1, and every study's own page): a large cover, the title,
 * the results, the body in one column, the customer's words and the facts, then the gallery and
 * the neighbouring studies.
 */
export function CaseStudyStory({ lang, data }: { lang: Lang; data: StudyPageData }) {
  const { study, html, previous, next } = data
  return (
    <article className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <StudyCover study={study} large />
      <div className="mx-auto mt-10 max-w-3xl">
        <StudyIntro study={study} lang={lang} />
      </div>
      <div className="mt-12">
        <StudyResults study={study} lang={lang} headingVisible />
      </div>
      <div className="mx-auto mt-4 max-w-3xl">
        <StudyBody html={html} />
        <div className="mt-12">
          <Quote study={study} />
        </div>
      </div>
      <section aria-labelledby="study-facts" className="mt-16 border-t border-slate-200 pt-10 dark:border-slate-700">
        <h2 id="study-facts" className={headingClass}>
          <Trans>Project facts</Trans>
        </h2>
        <div className="mt-6">
          <Facts study={study} columns />
        </div>
      </section>
      <StudyEnd study={study} previous={previous} next={next} lang={lang} />
    </article>
  )
}
