import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentType } from 'react'
import { Breadcrumb } from '~/components/breadcrumb'
import type { IconName } from '~/components/icons'
import { PageLink } from '~/components/page-link'
import { CallToAction } from '~/components/sections/call-to-action'
import { Faq } from '~/components/sections/faq'
import { FeatureGrid, featureItems } from '~/components/sections/feature-grid'
import { FeatureRows } from '~/components/sections/feature-rows'
import { Hero, HeroActions } from '~/components/sections/hero'
import { Quote } from '~/components/sections/quote'
import { Section } from '~/components/sections/section'
import { SectionHeader } from '~/components/sections/section-header'
import { StatsBand } from '~/components/sections/stats-band'
import { Steps } from '~/components/sections/steps'
import { planNames } from '~/components/plan-price'
import type { Lang } from '~/lib/languages'
import { featurePage } from '~/site/pages'
import { plansWith } from '~/site/plans'
import type { ProductSlug } from '~/site/product-line'
import { CLIENT_NAMES } from '~/site/facts'

/** A feature of Storm Plan as the features collection gives it (the route reads the collection). */
export interface PlanFeature {
  slug: string
  title: string
  description: string
  /** A file under /images/saas/features/. */
  image: string
  imageAlt: string
}

/** The pricing page's plans that include a product, with their switch (src/site/plans.ts). */
export type PlanPricing = ComponentType<{ lang: Lang; product: ProductSlug; headingLevel: 3 }>

const PROBLEMS: readonly { icon: IconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: 'table',
    title: msg`A spreadsheet nobody trusts`,
    text: msg`The plan lives in a file one planner understands. By Tuesday it no longer matches the shop floor, and by Thursday three copies disagree.`,
  },
  {
    icon: 'calendar',
    title: msg`Delivery dates made up on the phone`,
    text: msg`Sales promises a date without seeing the machine load. One in five orders leaves late, and the customer hears it last.`,
  },
  {
    icon: 'alert',
    title: msg`Rush orders that wreck the week`,
    text: msg`One urgent order and the whole week is replanned by hand, while machines wait for material that was never ordered.`,
  },
]

const STEPS: readonly { title: MessageDescriptor; meta: MessageDescriptor; text: MessageDescriptor }[] = [
  { title: msg`Workshop on your shop floor`, meta: msg`Week 1`, text: msg`Our consultants map your work centres, shifts and routings with your planners, on site in your plant.` },
  { title: msg`Import from your ERP`, meta: msg`Weeks 2–3`, text: msg`Orders, items and routings come over from your ERP or your spreadsheets; nothing is typed twice.` },
  { title: msg`Plan in parallel`, meta: msg`Weeks 4–5`, text: msg`Your planners plan in Storm Plan beside the old way, until the board matches what the shop floor really does.` },
  { title: msg`Go live`, meta: msg`Week 6`, text: msg`Terminals go up on the shop floor and the spreadsheet retires. We stay on call for the first month.` },
]

// The figures are messages too: each language writes percentages and decimals its own way.
const STATS: readonly { value: MessageDescriptor; label: MessageDescriptor }[] = [
  { value: msg`96%`, label: msg`of orders delivered on the promised date in the first year, up from 78%` },
  { value: msg`6 weeks`, label: msg`from the first workshop to planning live on the shop floor` },
  { value: msg`−31%`, label: msg`overtime hours once the bottlenecks show weeks ahead` },
  { value: msg`140`, label: msg`plants in Türkiye and Germany plan with Storm Plan every day` },
]

const QUESTIONS: readonly { question: MessageDescriptor; answer: MessageDescriptor }[] = [
  {
    question: msg`Does Storm Plan replace our ERP?`,
    answer: msg`No. Your ERP keeps the orders, items and accounts; Storm Plan plans when and on which machine they are made, and writes the confirmed dates back.`,
  },
  {
    question: msg`How long does a rollout take?`,
    answer: msg`Six weeks for a plant with up to 60 work centres, from the first workshop to going live. Larger plants go live hall by hall.`,
  },
  {
    question: msg`Where are our data stored?`,
    answer: msg`In data centres in Istanbul or Frankfurt, as you choose, encrypted and backed up every night. Enterprise customers can also run Storm Plan on their own servers.`,
  },
  {
    question: msg`Can we try it first?`,
    answer: msg`Yes. We set up a 30-day trial with your own work centres and a week of your real orders, so you judge it on your plan, not on a demo.`,
  },
]

/**
 * The Storm Plan demo: the production-planning product told to a mid-sized manufacturer whose plan
 * lives in a spreadsheet. The features come from the features collection and the plans that
 * include Storm Plan from the pricing page, both given by the route, the plans as a lazily loaded part.
 */
export function SaasPlanPage({
  lang,
  features,
  Pricing,
}: {
  lang: Lang
  features: readonly PlanFeature[]
  /** The plans with their switch, a lazily loaded part (its code arrives after the page; its HTML is prerendered). */
  Pricing: PlanPricing
}) {
  const { t, i18n } = useLingui()
  const names = planNames(plansWith('plan'), lang, i18n)
  return (
    <>
      <Hero
        layout="centered"
        breadcrumb={<Breadcrumb lang={lang} />}
        eyebrow={<Trans>Storm Plan · production planning</Trans>}
        title={<Trans>Every order on one plan, every date one you can keep</Trans>}
        intro={
          <Trans>
            Storm Plan schedules your orders against the real capacity of every machine and shift. Planners drag instead of retyping, sales sees the load before
            promising a date, and the shop floor works from the same board.
          </Trans>
        }
        points={[msg`Live in six weeks, with your own data`, msg`Works beside the ERP you already have`, msg`Turkish, English and German on every screen`].map((point) => i18n._(point))}
        actions={
          <HeroActions
            lang={lang}
            primary={{ label: <Trans comment="Button in the page's opening section.">See the plans</Trans>, to: { hash: 'plan-pricing' } }}
            secondary={{ label: <Trans comment="Button in the page's opening section.">Book a demo</Trans>, to: { page: 'contact' } }}
          />
        }
        aside={
          <div className="flex flex-col items-center gap-10">
            <img
              src="/images/demos/saas-plan-board.svg"
              alt={t`The Storm Plan planning board: machine rows with coloured order bars, today's line and one bar being moved`}
              width={960}
              height={540}
              fetchPriority="high"
              className="h-auto w-full max-w-5xl rounded-3xl shadow-2xl ring-1 ring-slate-900/10 dark:ring-slate-700"
            />
          </div>
        }
      />

      <Section id="plan-problem">
        <SectionHeader
          id="plan-problem"
          eyebrow={<Trans>The problem</Trans>}
          title={<Trans>Late orders start in the planning office</Trans>}
          intro={<Trans>Most mid-sized plants we visit have good machines and good people. What they lack is a plan that still holds on Wednesday.</Trans>}
        />
        <div className="mt-12">
          <FeatureGrid
            items={featureItems(PROBLEMS, i18n)}
          />
        </div>
      </Section>

      <Section id="plan-features" muted>
        <SectionHeader id="plan-features" eyebrow={<Trans>Features</Trans>} title={<Trans>From the order to the machine, on one board</Trans>} />
        <div className="mt-12">
          <FeatureRows
            headingLevel={3}
            rows={features.map((feature) => ({
              id: feature.slug,
              eyebrow: 'Storm Plan',
              title: (
                <PageLink lang={lang} page={featurePage(feature.slug)} className="rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600" data-content>
                  {feature.title}
                </PageLink>
              ),
              body: <p data-content>{feature.description}</p>,
              image: { src: `/images/saas/features/${feature.image}`, alt: feature.imageAlt, width: 800, height: 600, content: true },
            }))}
          />
        </div>
      </Section>

      <Section id="plan-rollout">
        <SectionHeader id="plan-rollout" eyebrow={<Trans>Rollout</Trans>} title={<Trans>Six weeks from the workshop to the shop floor</Trans>} />
        <div className="mt-12">
          <Steps steps={STEPS.map((step) => ({ key: step.title.id, title: i18n._(step.title), meta: i18n._(step.meta), text: i18n._(step.text) }))} />
        </div>
      </Section>

      <Section id="plan-figures" muted>
        <SectionHeader id="plan-figures" eyebrow={<Trans>Figures</Trans>} title={<Trans>What a plan you can trust changes</Trans>} />
        <StatsBand stats={STATS.map((stat) => ({ value: i18n._(stat.value), label: i18n._(stat.label) }))} />
        <Quote
          className="mx-auto mt-16 max-w-3xl"
          quote={t`We used to plan in one big spreadsheet and apologise on the phone. Now sales sees the load before promising a date, and our on-time rate went from 78 to 96 percent in a year.`}
          name="Burcu Tekin"
          jobTitle={t`Head of production planning`}
          company={CLIENT_NAMES['ege-makina']}
        />
      </Section>

      <Section id="plan-pricing">
        <SectionHeader
          id="plan-pricing"
          eyebrow={<Trans>Pricing</Trans>}
          title={t({ message: `Storm Plan is included in ${names}`, comment: 'Pricing section of the Storm Plan page; {names} lists the pricing plans, e.g. "Business and Enterprise".' })}
          intro={<Trans>Prices in US dollars, without VAT.</Trans>}
        />
        <Pricing lang={lang} product="plan" headingLevel={3} />
      </Section>

      <Section id="plan-questions" muted>
        <SectionHeader id="plan-questions" eyebrow={<Trans>Questions</Trans>} title={<Trans>What planners ask before they switch</Trans>} />
        <Faq name="plan-faq" questions={QUESTIONS.map((item) => ({ question: i18n._(item.question), answer: i18n._(item.answer) }))} />
      </Section>

      <CallToAction lang={lang} id="plan-cta" />
    </>
  )
}
