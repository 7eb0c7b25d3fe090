import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentType } from 'react'
import { Faq } from '~/components/sections/faq'
import { Hero, HeroActions } from '~/components/sections/hero'
import { Section } from '~/components/sections/section'
import { StatsBand } from '~/components/sections/stats-band'
import { CallToAction } from '~/components/sections/call-to-action'
import { Icon } from '~/components/icon'
import { SectionHeader } from '~/components/sections/section-header'
import type { IconName } from '~/components/icons'
import { formatPlanPrice } from '~/components/plan-price'
import type { Lang } from '~/lib/languages'
import { Breadcrumb } from '~/components/breadcrumb'

const CHECKS: readonly { icon: IconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: 'web',
    title: msg`Crawl and indexing`,
    text: msg`We crawl your site as a search engine does: broken links, redirect chains, pages blocked by robots rules, duplicate titles and what never reaches the index.`,
  },
  {
    icon: 'gauge',
    title: msg`Speed on a real phone`,
    text: msg`Largest paint, blocking time and layout shifts measured on a mid-range phone over a slow network, with the three changes that would gain the most.`,
  },
  {
    icon: 'search',
    title: msg`Content and search intent`,
    text: msg`Which queries your buyers type, which of your pages answer them, and where a competitor's page answers better.`,
  },
  {
    icon: 'globe',
    title: msg`Languages and markets`,
    text: msg`Language versions linked to each other, addresses per market, translated titles and descriptions: what a site in Turkish, English and German needs to rank in each.`,
  },
]

// The figures are messages too: each language writes percentages and decimals its own way.
const STATS: readonly { value: MessageDescriptor; label: MessageDescriptor }[] = [
  { value: msg`+182%`, label: msg`organic visits in twelve months for a machine builder's export site` },
  { value: msg`3×`, label: msg`more quote requests from search for a logistics company` },
  { value: msg`0.9 s`, label: msg`largest paint on a mid-range phone after our speed work` },
  { value: msg`41`, label: msg`audits delivered this year, each with a prioritised list of fixes` },
]

const STEPS: readonly { title: MessageDescriptor; text: MessageDescriptor }[] = [
  { title: msg`Audit`, text: msg`A full crawl, speed measurements and a keyword map, delivered as a report you can act on.` },
  { title: msg({ message: 'Plan', context: 'process step', comment: 'A step of the working process (to plan), not the product Storm Plan and not a pricing plan.' }), text: msg`Together we choose the fixes and pages that bring the most buyers for the effort.` },
  { title: msg`Build and fix`, text: msg`Our engineers fix the technical findings in your code or CMS; our writers work on the pages.` },
  { title: msg`Measure`, text: msg`A monthly report on rankings, visits and enquiries, and the next steps it suggests.` },
]

const PACKAGES: readonly { name: MessageDescriptor; fromCents: number | null; text: MessageDescriptor; items: readonly MessageDescriptor[]; featured?: boolean }[] = [
  {
    name: msg`Audit`,
    fromCents: null,
    text: msg`A one-off review of your site with a prioritised list of fixes.`,
    items: [msg`Technical crawl of up to 5,000 pages`, msg`Speed report for phone and desktop`, msg`A 30-minute call to walk through it`],
  },
  {
    name: msg`Growth`,
    fromCents: 120_000,
    text: msg`Technical fixes, content and monthly reporting for one market.`,
    items: [msg`Fixes made by our engineers`, msg`Two new or reworked pages a month`, msg`Monthly ranking and enquiry report`],
    featured: true,
  },
  {
    name: msg`Multilingual`,
    fromCents: 240_000,
    text: msg`Growth for every language you sell in: Turkish, English and German.`,
    items: [msg`Language versions and hreflang set up right`, msg`Native writers for each market`, msg`A report per market`],
  },
]

const QUESTIONS: readonly { question: MessageDescriptor; answer: MessageDescriptor }[] = [
  {
    question: msg`Is the audit really free?`,
    answer: msg`Yes. You get the report and a call to go through it, with no obligation. About half of our audit customers fix the findings with their own team.`,
  },
  {
    question: msg`How soon will we see results?`,
    answer: msg`Technical fixes often show within weeks; new content usually needs three to six months to rank. We report every month so you can see the trend.`,
  },
  {
    question: msg`Do you need access to our website?`,
    answer: msg`Not for the audit: we work from the public site. For the fixes we need access to your code or CMS and, if you have it, your search console.`,
  },
  {
    question: msg`Do you buy links?`,
    answer: msg`No. Bought links are a risk for your site. We earn attention with useful pages, case studies and the trade press of your industry.`,
  },
]

/**
 * The SEO agency demo: Storm's search marketing service, told to a company whose buyers search
 * before they call. The audit form is a lazily loaded part that the route gives in `Form`.
 */
export function SeoAgencyPage({ lang, Form }: { lang: Lang; Form: ComponentType<{ 'aria-labelledby'?: string }> }) {
  const { i18n, t } = useLingui()
  const fromPrice = (cents: number) => {
    const price = formatPlanPrice(cents, lang)
    return t({ message: `from ${price} a month`, comment: 'Price of a service package: the monthly price it starts from, in US dollars.' })
  }
  return (
    <>
      <Hero
        breadcrumb={<Breadcrumb lang={lang} />}
        eyebrow={<Trans>Search marketing by engineers</Trans>}
        title={<Trans>Be found by the buyers who search for what you make</Trans>}
        intro={
          <Trans>
            We are software engineers who do SEO: we fix what slows your site down and keeps it out of the index, then write the pages your buyers are looking
            for, in every language you sell in.
          </Trans>
        }
        points={[msg`A free audit of your site within three working days`, msg`Fixes made in your code, not only a list of them`, msg`Reports on enquiries, not only on rankings`].map((point) => i18n._(point))}
        actions={
          <HeroActions
            lang={lang}
            secondary={{ label: <Trans comment="Button in the page's opening section.">See our results</Trans>, to: { hash: 'seo-results' } }}
          />
        }
        aside={
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8 dark:border-slate-700 dark:bg-slate-900">
            <h2 id="audit-form-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
              <Trans>Request your free SEO audit</Trans>
            </h2>
            <p className="mt-2 mb-6 text-slate-600 dark:text-slate-300">
              <Trans>Tell us your website's address; the report comes by email, with a call to walk you through it.</Trans>
            </p>
            <Form aria-labelledby="audit-form-heading" />
          </div>
        }
      />

      <Section id="seo-results">
        <SectionHeader id="seo-results" eyebrow={<Trans>Results</Trans>} title={<Trans>What the work brought our customers</Trans>} />
        <StatsBand stats={STATS.map((stat) => ({ value: i18n._(stat.value), label: i18n._(stat.label) }))} />
      </Section>

      <Section id="seo-process" muted>
        <SectionHeader id="seo-process" eyebrow={<Trans>How we work</Trans>} title={<Trans>From the audit to more enquiries</Trans>} />
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title.id} className="relative rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
              <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-indigo-700 font-bold text-white dark:bg-indigo-400 dark:text-slate-950">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{i18n._(step.title)}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{i18n._(step.text)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="seo-checks">
        <SectionHeader id="seo-checks" eyebrow={<Trans>The audit</Trans>} title={<Trans>What we look at</Trans>} intro={<Trans>Four areas decide whether a buyer finds you. The report covers each, with the fixes in order of what they gain.</Trans>} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CHECKS.map((check) => (
            <li key={check.title.id} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
              <Icon name={check.icon} className="size-10 text-indigo-600 dark:text-indigo-400" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{i18n._(check.title)}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{i18n._(check.text)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="seo-packages" muted>
        <SectionHeader id="seo-packages" eyebrow={<Trans>Packages</Trans>} title={<Trans>Start with the audit, grow when it pays</Trans>} intro={<Trans>Prices without VAT; every package can be cancelled monthly.</Trans>} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {PACKAGES.map((item) => (
            <li
              key={item.name.id}
              className={`flex flex-col rounded-3xl p-8 ${item.featured === true ? 'bg-indigo-700 text-white ring-2 ring-indigo-700 dark:bg-indigo-950 dark:ring-indigo-400' : 'bg-white ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-700'}`}
            >
              <h3 className="text-xl font-bold">{i18n._(item.name)}</h3>
              <p className={`mt-4 text-2xl font-extrabold tracking-tight ${item.featured === true ? '' : 'text-indigo-700 dark:text-indigo-300'}`}>{item.fromCents === null ? t({ message: 'Free', comment: 'Price of a service package that costs nothing.' }) : fromPrice(item.fromCents)}</p>
              <p className={`mt-4 ${item.featured === true ? 'text-indigo-100' : 'text-slate-600 dark:text-slate-300'}`}>{i18n._(item.text)}</p>
              <ul className="mt-6 space-y-3">
                {item.items.map((entry) => (
                  <li key={entry.id} className="flex items-start gap-3">
                    <Icon name="check" className={`mt-0.5 size-5 ${item.featured === true ? 'text-emerald-300' : 'text-emerald-600 dark:text-emerald-400'}`} />
                    <span>{i18n._(entry)}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="seo-questions">
        <SectionHeader id="seo-questions" eyebrow={<Trans>Questions</Trans>} title={<Trans>What companies ask us first</Trans>} />
        <Faq name="seo-faq" questions={QUESTIONS.map((item) => ({ question: i18n._(item.question), answer: i18n._(item.answer) }))} />
      </Section>

      <CallToAction lang={lang} id="seo-cta" />
    </>
  )
}
