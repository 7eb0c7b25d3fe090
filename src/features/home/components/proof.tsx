import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { StudyCard } from '~/components/cards/study-card'
import { focusRing } from '~/components/focus-ring'
import { PageLink } from '~/components/page-link'
import { Quote } from '~/components/sections/quote'
import { SectionHeader } from '~/components/sections/section-header'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'
import { storyPage } from '~/site/pages'
import { COMPANY_FIGURES } from '../lib/company'
import { formatCount } from '../lib/count-up'
import type { ShowcaseQuote, ShowcaseStudy } from '../lib/showcase'

export const moreLinkClass = `inline-flex min-h-11 items-center rounded font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300 ${focusRing}`

/**
 * Skipped until near the viewport, as the other sections after the hero (`below-fold`), with a
 * size estimate at least as tall as the section (219–231rem on a phone, 160–178 from 640 px, 96–108
 * from 1024 px in the three languages, measured with the portfolio's cards): an estimate shorter than the section puts its last links
 * over the dark footer while it is skipped, where Lighthouse's contrast check then reads them.
 */
const PROOF_SKIPPED = '[content-visibility:auto] [contain-intrinsic-block-size:auto_240rem] sm:[contain-intrinsic-block-size:auto_190rem] lg:[contain-intrinsic-block-size:auto_115rem]'

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
              <StudyCard lang={lang} study={study} headingLevel={3} className="h-full" />
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
