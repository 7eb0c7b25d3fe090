import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { buttonClass, ButtonLink } from '~/components/button'
import { Icon } from '~/components/icon'
import { formatPlanPrice } from '~/components/plan-price'
import { ComparisonTable } from '~/components/sections/comparison-table'
import { PricingSwitch, type PricingPlan } from '~/components/sections/pricing-switch'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'
import { billingSaving, PLAN_SERVICES, PLANS, plansWith, planPriceCents, yearlySaving, type Plan } from '~/site/plans'
import { PRODUCT_NAMES, PRODUCT_SLUGS, type ProductSlug } from '~/site/product-line'


/** The id of the pricing page's request form, which a plan's button opens with the plan chosen. */
export const PLAN_REQUEST_ID = 'plan-request'

function useLimitTexts() {
  const { i18n } = useLingui()
  return {
    users: (users: number | null) =>
      users === null
        ? i18n._(msg({ message: 'Unlimited users', comment: 'Pricing plan limit: no limit on named users.' }))
        : i18n._(msg({ message: plural(users, { one: 'Up to # user', other: 'Up to # users' }), comment: 'Pricing plan limit: named users.' })),
    sites: (sites: number | null) =>
      sites === null
        ? i18n._(msg({ message: 'Every site you run', comment: 'Pricing plan limit: no limit on plants, warehouses or offices.' }))
        : i18n._(msg({ message: plural(sites, { one: '# site', other: 'Up to # sites' }), comment: 'Pricing plan limit: plants, warehouses or offices covered.' })),
  }
}

/**
 * The plans as cards with a monthly / yearly switch (src/site/plans.ts): each names the products it
 * includes and its limits, the most chosen one says so, the yearly price says what it saves, and
 * each card ends in the way to take it: the pricing page's request form with the plan chosen, or
 * a talk with sales. `product` keeps the plans that include that product (a product's page).
 */
export function PricingPlans({ lang, product, headingLevel = 2 }: { lang: Lang; product?: ProductSlug; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useLingui()
  const limits = useLimitTexts()
  const plans = product === undefined ? PLANS : plansWith(product)
  const saving = billingSaving(plans)
  const percent = new Intl.NumberFormat(LOCALE_TAGS[lang].intl, { style: 'percent', maximumFractionDigits: 0 })
  const yearlyLabel = (months: number) =>
    i18n._(msg({ message: plural(months, { one: 'Yearly (# month free)', other: 'Yearly (# months free)' }), comment: 'Billing switch button: pay once a year, with the months it saves; keep it short.' }))
  const yearly = saving === null ? t({ message: 'Yearly', comment: 'Billing switch: pay once a year.' }) : yearlyLabel(saving.freeMonths)

  const savingNote = (amount: string, share: string) =>
    t({ message: `You save ${amount} a year (${share})`, comment: 'Under a yearly plan price: what paying yearly saves against twelve monthly bills, as an amount and a percentage.' })

  const offer = (plan: Plan): PricingPlan => {
    const name = i18n._(plan.name)
    const planSaving = yearlySaving(plan)
    return {
      key: plan.id,
      name,
      description: i18n._(plan.description),
      cents: { monthly: planPriceCents(plan, 'monthly'), yearly: planPriceCents(plan, 'yearly') },
      featured: plan.highlighted,
      badge: plan.highlighted ? t({ message: 'Most chosen', comment: 'Badge on the pricing plan most customers choose. Max 20 characters.' }) : undefined,
      yearlyNote: planSaving === null ? undefined : savingNote(formatPlanPrice(planSaving.cents, lang), percent.format(planSaving.share)),
      details: (
        <>
          <p className="text-sm font-semibold text-slate-900 dark:text-white">{t({ message: 'Includes', comment: 'Pricing plan: heading of the list of products and limits the plan includes.' })}</p>
          <ul className="mt-3 space-y-2 text-slate-700 dark:text-slate-200">
            {plan.products.map((slug) => (
              <li key={slug} className="flex items-start gap-2 font-semibold">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-300" />
                <span translate="no">{PRODUCT_NAMES[slug]}</span>
              </li>
            ))}
            {[limits.users(plan.limits.users), limits.sites(plan.limits.sites), i18n._(plan.support)].map((text) => (
              <li key={text} className="flex items-start gap-2">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-300" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </>
      ),
      action:
        plan.action === 'request' ? (
          <Link to="/$lang/pricing" params={{ lang }} search={{ plan: plan.id }} hash={PLAN_REQUEST_ID} className={buttonClass({ className: 'w-full text-sm' })}>
            {t({ message: `Choose ${name}`, comment: 'Button on a pricing plan: opens the request form with this plan chosen. Max 24 characters.' })}
          </Link>
        ) : (
          <ButtonLink lang={lang} page="contact" variant="secondary" className="w-full text-sm">
            {t({ message: 'Talk to sales', comment: 'Button on the Enterprise pricing plan: leads to the contact page. Max 24 characters.' })}
          </ButtonLink>
        ),
    }
  }

  return (
    <PricingSwitch
      headingLevel={headingLevel}
      format={(cents) => formatPlanPrice(cents, lang)}
      labels={{
        billing: t`Billing period`,
        monthly: t`Monthly`,
        yearly,
        perMonth: t`per month`,
        perYear: t`per year`,
        onRequest: t({ message: 'Priced for your company', comment: 'Pricing plan without a list price (Enterprise). Max 26 characters.' }),
      }}
      plans={plans.map(offer)}
    />
  )
}

/**
 * The plans side by side: a row per product, per limit and per service. On a phone the table
 * becomes one card per plan (the comparison table's own behaviour).
 */
export function PlanComparison() {
  const { t, i18n } = useLingui()
  const limits = useLimitTexts()
  const values = (included: (plan: Plan) => boolean | string) => Object.fromEntries(PLANS.map((plan) => [plan.id, included(plan)])) as Record<Plan['id'], boolean | string>
  return (
    <section aria-labelledby="plan-comparison" className="mt-20">
      <h2 id="plan-comparison" className="text-2xl font-bold tracking-tight">
        {t({ message: 'Compare the plans', comment: 'Heading of the pricing comparison table.' })}
      </h2>
      <div className="mt-6">
    <ComparisonTable
      caption={t`Features included in each plan`}
      hideCaption
      corner={t`Feature`}
      labels={{ yes: t`Included`, no: t`Not included` }}
      columns={PLANS.map((plan) => ({ key: plan.id, label: i18n._(plan.name), featured: plan.highlighted }))}
      rows={[
        ...PRODUCT_SLUGS.map((slug) => ({ key: slug, label: <span translate="no">{PRODUCT_NAMES[slug]}</span>, values: values((plan) => plan.products.includes(slug)) })),
        { key: 'users', label: t({ message: 'Named users', comment: 'Pricing comparison row: how many people may sign in.' }), values: values((plan) => limits.users(plan.limits.users)) },
        { key: 'sites', label: t({ message: 'Sites', comment: 'Pricing comparison row: plants, warehouses or offices covered.' }), values: values((plan) => limits.sites(plan.limits.sites)) },
        { key: 'support', label: t({ message: 'Support', comment: 'Pricing comparison row header.' }), values: values((plan) => i18n._(plan.support)) },
        ...PLAN_SERVICES.map((row) => ({ key: row.service.id, label: i18n._(row.service), values: values((plan) => row.plans.includes(plan.id)) })),
      ]}
    />
      </div>
    </section>
  )
}
