import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentType } from 'react'
import { Breadcrumb } from '~/components/breadcrumb'
import { focusRing } from '~/components/focus-ring'
import { Icon } from '~/components/icon'
import type { IconName } from '~/components/icons'
import { PageLink } from '~/components/page-link'
import { Faq } from '~/components/sections/faq'
import { FeatureGrid, type FeatureMessages } from '~/components/sections/feature-grid'
import { IconList } from '~/components/sections/icon-list'
import { Hero, HeroActions } from '~/components/sections/hero'
import { Section } from '~/components/sections/section'
import { SectionHeader } from '~/components/sections/section-header'
import { StatsBand } from '~/components/sections/stats-band'
import { Steps } from '~/components/sections/steps'
import { plansSummary } from '~/components/plan-price'
import type { Lang } from '~/lib/languages'
import { PRODUCT_PAGES, products, type ProductSlug } from '~/site/product-line'

/** Each product's icon and who works with it every day (its page is PRODUCT_PAGES'). */
const PRODUCT_CARDS: Record<ProductSlug, { icon: IconName; users: MessageDescriptor }> = {
  plan: { icon: 'erp', users: msg`For planners and production managers` },
  field: { icon: 'mobile', users: msg`For service technicians on the road` },
  link: { icon: 'integration', users: msg`For IT and the systems you already run` },
  insight: { icon: 'chart', users: msg`For management, finance and controlling` },
  sense: { icon: 'iot', users: msg`For maintenance and energy managers` },
}

const SHARED: readonly FeatureMessages[] = [
  {
    icon: 'key',
    title: msg`One sign-in`,
    text: msg`Your people sign in once, with your company directory, and see the products their role allows. Leavers lose access everywhere with one click.`,
  },
  {
    icon: 'data',
    title: msg`One data model`,
    text: msg`A customer, an item, a machine and an order are the same record in every product. A work order in Field knows the machine that Sense watches and the order that Plan scheduled.`,
  },
  {
    icon: 'headset',
    title: msg`One support team`,
    text: msg`One number and one contract for all five products. The engineers who answer build the products, in Eskişehir, Istanbul, Berlin and London.`,
  },
]

const PATH: readonly { key: string; title: MessageDescriptor; meta: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    key: 'first',
    title: msg`Start where it hurts most`,
    meta: msg`Months 1–2`,
    text: msg`Most companies start with one product: Plan when delivery dates slip, Field when service runs on paper, Sense when machines stop without warning.`,
  },
  {
    key: 'connect',
    title: msg`Connect what you already run`,
    meta: msg`Month 3`,
    text: msg`Link brings your ERP, your shop and your accounting into the same data model, so nobody types an order twice.`,
  },
  {
    key: 'next',
    title: msg`Add the next product`,
    meta: msg`Whenever you are ready`,
    text: msg`The second product is switched on, not installed: your users, machines and customers are already there.`,
  },
  {
    key: 'see',
    title: msg`See the whole company`,
    meta: msg`From the first day`,
    text: msg`Insight reads every product you use and shows one set of figures, from the shop floor to the board.`,
  },
]

// The figures are messages too: each language writes numbers and percentages its own way.
const STATS: readonly { value: MessageDescriptor; label: MessageDescriptor }[] = [
  { value: msg`5`, label: msg`products on one platform, each sold on its own as well` },
  { value: msg`260`, label: msg`companies use two or more Storm products` },
  { value: msg`71%`, label: msg`of our customers add a second product within eighteen months` },
  { value: msg`1 day`, label: msg`to switch on a further product, with your data already in it` },
]

const QUESTIONS: readonly { question: MessageDescriptor; answer: MessageDescriptor }[] = [
  {
    question: msg`Do we have to buy all five products?`,
    answer: msg`No. Each product works on its own, and most customers start with one. The platform is what lets the second one start with your data already in place.`,
  },
  {
    question: msg`Is it one contract and one invoice?`,
    answer: msg`Yes. One contract covers every product you use, with one invoice a month or a year, and the plan you choose decides which products are included.`,
  },
  {
    question: msg`Can we keep our ERP?`,
    answer: msg`Yes. Storm Link connects the ERP you run today; your ERP stays the book of record for orders, items and accounts.`,
  },
  {
    question: msg`Where is our data kept?`,
    answer: msg`In data centres in Istanbul or Frankfurt, as you choose, encrypted and backed up every night. Every product of the platform keeps its data in the same place.`,
  },
]

/**
 * The SaaS v5 demo: the Storm platform as a whole, compact: five products as one suite with one
 * sign-in, one data model and one support team, and a demo request beside the opening text. The
 * request form is a lazily loaded part that the route gives in `Form`.
 */
export function SaasSuitePage({ lang, Form }: { lang: Lang; Form: ComponentType<{ 'aria-labelledby'?: string }> }) {
  const { t, i18n } = useLingui()
  return (
    <>
      <Hero
        breadcrumb={<Breadcrumb lang={lang} />}
        eyebrow={<Trans>The Storm platform</Trans>}
        title={<Trans>Five products, one platform, one team to call</Trans>}
        intro={
          <Trans>
            Planning, field service, integration, reporting and machine monitoring that share one sign-in and one set of data. Start with the product you need
            today; the next one finds your data already there.
          </Trans>
        }
        points={[msg`One sign-in for every product and every site`, msg`One data model: an order is the same order everywhere`, msg`One support team that builds the products`].map((point) =>
          i18n._(point),
        )}
        actions={
          <HeroActions
            lang={lang}
            secondary={{ label: <Trans comment="Button in the page's opening section.">Explore the features</Trans>, to: { page: 'saas/features' } }}
          />
        }
        aside={
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8 dark:border-slate-700 dark:bg-slate-900">
            <h2 id="demo-request-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
              <Trans>Request a demo</Trans>
            </h2>
            <p className="mt-2 mb-6 text-slate-600 dark:text-slate-300">
              <Trans>Forty-five minutes with an engineer, on your processes and with the products you choose.</Trans>
            </p>
            <Form aria-labelledby="demo-request-heading" />
          </div>
        }
      />

      <Section id="suite-products">
        <SectionHeader
          id="suite-products"
          eyebrow={<Trans>The products</Trans>}
          title={<Trans>Five products that know each other</Trans>}
          intro={<Trans>Each one solves a problem of its own, and each has its own page. Together they run a manufacturer from the order to the service call.</Trans>}
        />
        <div className="mt-12">
          <FeatureGrid
            columns={3}
            items={products().map((product) => {
              const card = PRODUCT_CARDS[product.slug]
              return {
                key: product.slug,
                icon: <Icon name={card.icon} className="size-7" />,
                title: (
                  <PageLink lang={lang} page={PRODUCT_PAGES[product.slug]} className={`rounded after:absolute after:inset-0 after:rounded-2xl hover:text-indigo-700 dark:hover:text-indigo-300 ${focusRing}`}>
                    {product.name}
                  </PageLink>
                ),
                text: i18n._(product.pitch),
                footer: <span className="font-medium text-indigo-700 dark:text-indigo-300">{i18n._(card.users)}</span>,
              }
            })}
          />
        </div>
      </Section>

      <Section id="suite-platform" muted>
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeader
              id="suite-platform"
              align="start"
              eyebrow={<Trans>The platform</Trans>}
              title={<Trans>What the five have in common</Trans>}
              intro={<Trans>The products are built by one team on one platform, so what you set up once holds for all of them.</Trans>}
            />
            <IconList items={SHARED} />
          </div>
          <img
            src="/images/demos/suite-platform.svg"
            alt={t`Five product tiles around one shared core, each joined to it by a line: one platform under five products`}
            width={640}
            height={560}
            loading="lazy"
            className="h-auto w-full rounded-3xl"
          />
        </div>
      </Section>

      <Section id="suite-path">
        <SectionHeader
          id="suite-path"
          eyebrow={<Trans>How companies grow into it</Trans>}
          title={<Trans>Start with one product, add the next when it pays</Trans>}
        />
        <div className="mt-12">
          <Steps steps={PATH.map((step) => ({ key: step.key, title: i18n._(step.title), meta: i18n._(step.meta), text: i18n._(step.text) }))} />
        </div>
      </Section>

      <Section id="suite-figures" muted>
        <SectionHeader id="suite-figures" eyebrow={<Trans>In figures</Trans>} title={<Trans>A platform our customers grow with</Trans>} />
        <StatsBand stats={STATS.map((stat) => ({ value: i18n._(stat.value), label: i18n._(stat.label) }))} />
      </Section>

      <Section id="suite-questions">
        <SectionHeader id="suite-questions" eyebrow={<Trans>Questions</Trans>} title={<Trans>Before you ask for a demo</Trans>} />
        <Faq
          name="suite-faq"
          questions={[
            ...QUESTIONS.map((item) => ({ question: i18n._(item.question), answer: i18n._(item.answer) })),
            // The prices from the plans (src/site/plans.ts).
            { question: t`What do the plans cost?`, answer: `${plansSummary(lang, i18n)} ${t`Prices in US dollars, without VAT.`}` },
          ]}
        />
      </Section>
    </>
  )
}
