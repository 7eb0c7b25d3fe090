import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { focusRing } from '~/components/focus-ring'
import { PageLink } from '~/components/page-link'
import { Quote } from '~/components/sections/quote'
import { SectionHeader } from '~/components/sections/section-header'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'
import { storyPage, studyPage } from '~/site/pages'
import { COMPANY_FIGURES } from '../lib/company'
import { formatCount } from '../lib/count-up'
import type { ShowcaseQuote, ShowcaseStudy } from '../lib/showcase'

export const moreLinkClass = `inline-flex min-h-11 items-center rounded font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300 ${focusRing}`

const cardClass =
  'relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:has-[a:focus-visible]:outline-indigo-400'

/**
 * Skipped until near the viewport, as the other sections after the hero (`below-fold`), with a
 * size estimate at least as tall as the section (181–195rem on a phone, 137–147 from 640 px, 86–93
 * from 1024 px in the three languages): an estimate shorter than the section puts its last links
 * over the dark footer while it is skipped, where Lighthouse's contrast check then reads them.
 */
const PROOF_SKIPPED = '[content-visibility:auto] [contain-intrinsic-block-size:auto_205rem] sm:[contain-intrinsic-block-size:auto_155rem] lg:[contain-intrinsic-block-size:auto_100rem]'

/**
 * A case study as a card: its cover, client and industry, the title linking to the study (the whole
 * card is the link's target area) and two of its results. `data-content` marks the texts of the
 * content files, which translators edit in Markdown rather than in the catalogs.
 */
function StudyCard({ lang, study }: { lang: Lang; study: ShowcaseStudy }) {
  return (
    <article className={cardClass}>
      <img
        src={`/images/portfolio/${study.cover}`}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        className="aspect-[1200/630] w-full bg-slate-100 object-cover dark:bg-slate-800"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">
          <span data-content>{study.client}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          <span data-content>{study.industry}</span>
        </p>
        <h3 data-content className="text-xl font-bold text-balance hyphens-auto text-slate-900 wrap-break-word dark:text-white">
          <PageLink lang={lang} page={studyPage(study.slug)} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none">
            {study.title}
          </PageLink>
        </h3>
        <dl className="mt-auto grid grid-cols-2 gap-3 pt-2">
          {study.results.map((result) => (
            <div key={result.label} className="flex min-w-0 flex-col-reverse justify-end rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
              <dt data-content className="mt-1 text-xs hyphens-auto text-slate-700 wrap-anywhere dark:text-slate-300">
                {result.label}
              </dt>
              <dd data-content className="text-xl font-extrabold tracking-tight text-indigo-700 dark:text-indigo-300">
                {result.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  )
}

/** A customer's words, who said them and the way to their story. */
function QuoteCard({ lang, quote }: { lang: Lang; quote: ShowcaseQuote }) {
  return (
    <div className="flex h-full flex-col gap-6 rounded-2xl bg-slate-50 p-6 sm:p-8 dark:bg-slate-900">
      <Quote
        size="card"
        quote={quote.quote}
        name={quote.speaker}
        jobTitle={quote.speakerRole}
        company={quote.company}
        avatar={`/images/customers/${quote.avatar}`}
      />
      <p className="mt-auto">
        <PageLink lang={lang} page={storyPage(quote.slug)} className={moreLinkClass}>
          {/* One box, so that the arrow follows the title's last word. */}
          <span>
            <span data-content>{quote.title}</span>
            <span aria-hidden="true">&nbsp;→</span>
          </span>
        </PageLink>
      </p>
    </div>
  )
}

/**
 * The proof that we deliver: case studies with their figures and customers' words, picked from
 * the content collections by the route's loader, with the way to all of them. The clients are
 * fictional, and the section says so (DECISIONS.md).
 */
export function Proof({ lang, studies, quotes }: { lang: Lang; studies: readonly ShowcaseStudy[]; quotes: readonly ShowcaseQuote[] }) {
  const { t } = useLingui()
  const titleId = useId()
  const locale = LOCALE_TAGS[lang].intl
  const customers = `${formatCount(COMPANY_FIGURES.happyCustomers, locale)}+`
  const sectors = `${formatCount(COMPANY_FIGURES.sectors, locale)}+`
  if (studies.length === 0 && quotes.length === 0) return null
  return (
    <section aria-labelledby={titleId} className={`${PROOF_SKIPPED} bg-white py-16 sm:py-24 dark:bg-slate-950`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id={titleId}
          eyebrow={<Trans comment="Eyebrow above the home page's section of case studies and customer quotes.">Our work</Trans>}
          title={<Trans>Results our customers can measure</Trans>}
          intro={
            <Trans comment="Intro of the home page's proof section. {customers} and {sectors} are figures with a plus sign, like 600+ and 120+.">
              {customers} customers in {sectors} sectors run on software we built. Here are a few of them, in figures and in their own words.
            </Trans>
          }
        />
        <ul aria-label={t({ message: 'Case studies', comment: 'Accessible name of the list of case study cards on the home page.' })} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {studies.map((study) => (
            <li key={study.slug}>
              <StudyCard lang={lang} study={study} />
            </li>
          ))}
        </ul>
        <ul aria-label={t({ message: 'What our customers say', comment: 'Accessible name of the list of customer quotes on the home page.' })} className="mt-6 grid gap-6 lg:grid-cols-2">
          {quotes.map((quote) => (
            <li key={quote.slug}>
              <QuoteCard lang={lang} quote={quote} />
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-x-8 gap-y-2 sm:flex-row sm:flex-wrap sm:items-center">
          <PageLink lang={lang} page="portfolio/masonry" className={moreLinkClass}>
            <Trans comment="Link under the home page's case studies to the page listing all of them.">See all case studies</Trans>
            <span aria-hidden="true">&nbsp;→</span>
          </PageLink>
          <PageLink lang={lang} page="customer/stories" className={moreLinkClass}>
            <Trans comment="Link under the home page's customer quotes to the page listing all customer stories.">Read all customer stories</Trans>
            <span aria-hidden="true">&nbsp;→</span>
          </PageLink>
        </div>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          <Trans comment="Note under the home page's case studies and customer quotes: the companies, people and figures are made up.">
            Clients, people and figures in these stories are illustrative examples.
          </Trans>
        </p>
      </div>
    </section>
  )
}
