import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Breadcrumb } from '~/components/breadcrumb'
import { ClientLogoPicture } from '~/components/carousel/client-logo-picture'
import { CLIENT_LOGOS } from '~/components/carousel/client-logos'
import { Icon } from '~/components/icon'
import type { IconName } from '~/components/icons'
import { PageLink } from '~/components/page-link'
import { CallToAction } from '~/components/sections/call-to-action'
import { Faq } from '~/components/sections/faq'
import { Hero, HeroActions } from '~/components/sections/hero'
import { IntegrationsGrid } from '~/components/sections/integrations-grid'
import { Quote } from '~/components/sections/quote'
import { Section } from '~/components/sections/section'
import { SectionHeader } from '~/components/sections/section-header'
import { includedInPlans } from '~/components/plan-price'
import type { Lang } from '~/lib/languages'
import { integrationPage } from '~/site/pages'
import { PRODUCT_NAMES, type ProductSlug } from '~/site/product-line'

/** An integration of Storm Insight as the integrations collection gives it (the route reads the collection). */
export interface InsightIntegration {
  slug: string
  title: string
  description: string
  /** A name of the site's icons, or another the page leaves without an icon. */
  icon: string
}

const linkClass = 'rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

// Each figure is a message: each language writes numbers and units its own way.
const BEFORE_AFTER: readonly { measure: MessageDescriptor; before: MessageDescriptor; after: MessageDescriptor }[] = [
  { measure: msg`Month-end report ready`, before: msg`9 working days`, after: msg`the 1st, at 8:00` },
  { measure: msg`Hours a week spent assembling reports`, before: msg`22 hours`, after: msg`3 hours` },
  { measure: msg`Versions of the sales figure in a board meeting`, before: msg`4 versions`, after: msg`1 version` },
  { measure: msg`Time to answer a question from the board`, before: msg`2 days`, after: msg`10 minutes` },
]

const STORIES: readonly {
  logo: string
  sector: MessageDescriptor
  challenge: MessageDescriptor
  result: MessageDescriptor
  resultLabel: MessageDescriptor
  quote: MessageDescriptor
  name: string
  jobTitle: MessageDescriptor
}[] = [
  {
    logo: 'anatolia-foods',
    sector: msg`Food production, three plants`,
    challenge: msg`Each plant reported waste in its own spreadsheet, in its own units. Head office saw the figure for the month three weeks after it ended.`,
    result: msg`−18%`,
    resultLabel: msg`raw material waste in the first year, once each shift saw its own figure the next morning`,
    quote: msg`The waste did not change because of a dashboard. It changed because every shift leader saw yesterday's figure before the first meeting of the day.`,
    name: 'Murat Kaya',
    jobTitle: msg({ message: 'Operations director', context: 'a man', comment: "Murat Kaya's job title. Languages with gendered job titles use the masculine form." }),
  },
  {
    logo: 'bergmann-logistik',
    sector: msg`Contract logistics, five warehouses`,
    challenge: msg`Customers asked for their service levels every month, and two controllers spent the first week of each month building the reports by hand.`,
    result: msg`40 reports`,
    resultLabel: msg`sent to customers automatically on the first of each month, instead of built by hand`,
    quote: msg`Our controllers used to copy figures for a week. Now the reports go out on the first, and they spend that week talking to customers about them.`,
    name: 'Katrin Vogel',
    jobTitle: msg`Head of controlling`,
  },
  {
    logo: 'kuzey-tekstil',
    sector: msg`Textile manufacturing, export to twelve countries`,
    challenge: msg`Margins per customer and per order were known only at year end, when the accountants closed the books, too late to change a price.`,
    result: msg`+3.2 points`,
    resultLabel: msg`gross margin in a year, after two unprofitable product lines showed up in the first month`,
    quote: msg`We found two product lines that lost money on every order. We had sold them for years because nobody could see it.`,
    name: 'Elif Şahin',
    jobTitle: msg`Chief financial officer`,
  },
]

/** What Storm Insight reads from the rest of the product line. */
const SOURCES: readonly { product: ProductSlug; icon: IconName; text: MessageDescriptor }[] = [
  { product: 'plan', icon: 'erp', text: msg`Order backlog, machine load and on-time delivery, per plant and per week.` },
  { product: 'field', icon: 'mobile', text: msg`Service calls, first-time fix rates and hours on site, per technician and per customer.` },
  { product: 'link', icon: 'integration', text: msg`Invoices, orders and stock from your ERP and accounting, kept in step every night.` },
  { product: 'sense', icon: 'iot', text: msg`Energy use and machine states from the shop floor, down to the kilowatt-hour per part.` },
]

const QUESTIONS: readonly { question: MessageDescriptor; answer: MessageDescriptor }[] = [
  {
    question: msg`Do we need a data team to use Storm Insight?`,
    answer: msg`No. Our consultants set up the data sources and the first reports with your controllers. After that, your people build their own views with filters and drag and drop.`,
  },
  {
    question: msg`Which systems can it read from?`,
    answer: msg`The other Storm products directly, your ERP and accounting through Storm Link, and any system that can drop a CSV file in an SFTP folder.`,
  },
  {
    question: msg`How soon do we see the first results?`,
    answer: msg`The first reports usually run within three weeks. Our customers measure their first gains, like the time saved on month-end reports, in the first quarter.`,
  },
  {
    question: msg`Who sees which figures?`,
    answer: msg`Each role sees its own figures: a shift leader their line, a plant manager their plant, the board the whole company. Every view is logged.`,
  },
]

/**
 * The Storm Insight demo: the data and reporting product told through what three customers
 * gained. Its integrations come from the integrations collection, given by the route; the other
 * products of the line are its data sources.
 */
export function SaasInsightPage({ lang, integrations, renderIcon }: { lang: Lang; integrations: readonly InsightIntegration[]; renderIcon: (name: string, className: string) => ReactNode }) {
  const { t, i18n } = useLingui()
  const product = PRODUCT_NAMES.insight
  return (
    <>
      <Hero
        breadcrumb={<Breadcrumb lang={lang} />}
        eyebrow={<Trans>Storm Insight · data and reporting</Trans>}
        title={<Trans>One set of figures, and the decisions they change</Trans>}
        intro={
          <Trans>
            Storm Insight gathers the figures from your plants, warehouses and books into one set the whole company trusts. Our customers close the month in a
            day and spend the time they gain on what the figures say.
          </Trans>
        }
        points={[msg`Reports in every inbox on the first of the month`, msg`Each role sees its own figures, logged`, msg`First reports live within three weeks`].map((point) => i18n._(point))}
        actions={
          <HeroActions
            lang={lang}
            primary={{ label: <Trans comment="Button in the page's opening section.">See your figures in a demo</Trans>, to: { page: 'contact' } }}
            secondary={{ label: <Trans comment="Button in the page's opening section.">Read the customer stories</Trans>, to: { page: 'customer/stories' } }}
          />
        }
        aside={
          <img
            src="/images/demos/saas-insight-results.svg"
            alt={t`A Storm Insight dashboard: three key figures, a rising line against last year's dashed line, and a bar chart`}
            width={640}
            height={520}
            fetchPriority="high"
            className="h-auto w-full rounded-3xl shadow-xl"
          />
        }
      />

      <Section id="insight-before-after">
        <SectionHeader
          id="insight-before-after"
          eyebrow={<Trans>Before and after</Trans>}
          title={<Trans>What changed in the first year</Trans>}
          intro={<Trans>Median figures of our Storm Insight customers, a year after going live.</Trans>}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {BEFORE_AFTER.map((row) => (
            <li key={row.measure.id} className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{i18n._(row.measure)}</h3>
              <dl className="mt-4 grid grid-cols-2 gap-4">
                <div className="rounded-xl bg-slate-100 p-4 dark:bg-slate-800">
                  <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">
                    <Trans>Before</Trans>
                  </dt>
                  <dd className="mt-1 text-xl font-bold text-slate-700 line-through decoration-slate-400 dark:text-slate-200">{i18n._(row.before)}</dd>
                </div>
                <div className="rounded-xl bg-emerald-50 p-4 dark:bg-emerald-950">
                  <dt className="text-sm font-medium text-emerald-800 dark:text-emerald-200">
                    <Trans>With Storm Insight</Trans>
                  </dt>
                  <dd className="mt-1 text-xl font-bold text-emerald-800 dark:text-emerald-200">{i18n._(row.after)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="insight-stories" muted>
        <SectionHeader id="insight-stories" eyebrow={<Trans>Customer results</Trans>} title={<Trans>Three companies, three figures they never had before</Trans>} />
        <ul className="mt-12 flex flex-col gap-8">
          {STORIES.map((story) => {
            const logo = CLIENT_LOGOS.find((item) => item.slug === story.logo)
            if (logo === undefined) return null
            return (
              <li key={story.logo} className="grid gap-8 rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-10 lg:grid-cols-2 dark:bg-slate-950 dark:ring-slate-700">
                <div className="flex flex-col gap-4">
                  <ClientLogoPicture logo={logo} className="h-12 w-auto self-start" />
                  <h3 className="text-2xl font-bold text-slate-900 dark:text-white">
                    {logo.name}
                    <span className="mt-1 block text-base font-medium text-slate-600 dark:text-slate-300">{i18n._(story.sector)}</span>
                  </h3>
                  <p className="text-slate-700 dark:text-slate-300">{i18n._(story.challenge)}</p>
                  <p className="mt-2 flex flex-col">
                    <span className="text-4xl font-extrabold tracking-tight text-indigo-700 dark:text-indigo-300">{i18n._(story.result)}</span>
                    <span className="mt-1 text-slate-700 dark:text-slate-300">{i18n._(story.resultLabel)}</span>
                  </p>
                </div>
                <Quote size="card" className="rounded-2xl bg-slate-50 p-6 dark:bg-slate-900" quote={i18n._(story.quote)} name={story.name} jobTitle={i18n._(story.jobTitle)} company={logo.name} />
              </li>
            )
          })}
        </ul>
      </Section>

      <Section id="insight-sources">
        <SectionHeader
          id="insight-sources"
          eyebrow={<Trans>Integrations</Trans>}
          title={<Trans>Where the figures come from</Trans>}
          intro={<Trans>Storm Insight reads the rest of the Storm product line directly, and your other systems through open standards.</Trans>}
        />
        <div className="mt-12">
          <IntegrationsGrid
            headingLevel={3}
            tiles={[
              ...SOURCES.map((source) => ({
                id: source.product,
                icon: <Icon name={source.icon} className="size-6" />,
                title: PRODUCT_NAMES[source.product],
                description: i18n._(source.text),
              })),
              ...integrations.map((integration) => ({
                id: integration.slug,
                icon: renderIcon(integration.icon, 'size-6'),
                title: (
                  <PageLink lang={lang} page={integrationPage(integration.slug)} className={linkClass} data-content>
                    {integration.title}
                  </PageLink>
                ),
                description: <span data-content>{integration.description}</span>,
              })),
            ]}
          />
        </div>
      </Section>

      <Section id="insight-questions" muted>
        <SectionHeader id="insight-questions" eyebrow={<Trans>Questions</Trans>} title={<Trans>What controllers ask us first</Trans>} />
        <Faq
          name="insight-faq"
          questions={[
            ...QUESTIONS.map((item) => ({ question: i18n._(item.question), answer: i18n._(item.answer) })),
            // The price from the plans (src/site/plans.ts).
            { question: t({ message: `What does ${product} cost?`, comment: 'A question on a product page; the answer names the pricing plans that include the product.' }), answer: includedInPlans('insight', lang, i18n) },
          ]}
        />
      </Section>

      <CallToAction lang={lang} id="insight-cta" />
    </>
  )
}
