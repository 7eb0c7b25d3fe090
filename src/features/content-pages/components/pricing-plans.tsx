import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { primaryButtonClass } from '~/components/button-styles'
import { PageLink } from '~/components/page-link'
import { ComparisonTable } from '~/components/sections/comparison-table'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'
import { BILLINGS, PLAN_FEATURES, PLANS, planPriceCents, type Billing } from '../pricing'

/** Plans with a monthly / yearly switch, then the feature comparison. */
export function PricingPlans({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui()
  const [billing, setBilling] = useState<Billing>('monthly')
  const money = new Intl.NumberFormat(LOCALE_TAGS[lang].intl, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const billingLabels: Record<Billing, string> = { monthly: t`Monthly`, yearly: t`Yearly (2 months free)` }

  return (
    <>
      <fieldset className="mt-10">
        <legend className="font-semibold">{t`Billing`}</legend>
        <div className="mt-3 inline-flex rounded-xl border border-slate-300 p-1 dark:border-slate-600">
          {BILLINGS.map((option) => (
            <label
              key={option}
              className="cursor-pointer rounded-lg px-4 py-2 text-sm font-medium has-checked:bg-indigo-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600 dark:has-checked:bg-indigo-400 dark:has-checked:text-slate-950"
            >
              <input type="radio" name="billing" value={option} checked={billing === option} onChange={() => setBilling(option)} className="sr-only" />
              {billingLabels[option]}
            </label>
          ))}
        </div>
      </fieldset>
      {/* Three columns from lg: at md a third of the page is too narrow for the button's label on one line. */}
      <ul className="mt-8 grid gap-6 lg:grid-cols-3">
        {PLANS.map((plan) => {
          const cents = planPriceCents(plan, billing)
          const name = i18n._(plan.name)
          return (
            <li key={plan.key} className="flex flex-col rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
              <h2 className="text-xl font-bold">{name}</h2>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{i18n._(plan.description)}</p>
              <p className="mt-6 text-3xl font-extrabold" aria-live="polite">
                {cents === null ? (
                  t`On request`
                ) : (
                  <>
                    {money.format(cents / 100)}
                    <span className="text-base font-medium text-slate-600 dark:text-slate-300"> {billing === 'monthly' ? t`per month` : t`per year`}</span>
                  </>
                )}
              </p>
              {/* The space above the button is outside it (its own padding had it touch the price); the
                  label is short enough for one line in a third of the page, the plan is in its name. */}
              <div className="mt-auto pt-6">
                <PageLink lang={lang} page="contact" aria-label={t`Talk to us about ${name}`} className={primaryButtonClass}>
                  {t`Talk to us`}
                </PageLink>
              </div>
            </li>
          )
        })}
      </ul>
      <h2 className="mt-16 text-2xl font-bold tracking-tight">
        <Trans>Compare the plans</Trans>
      </h2>
      <div className="mt-6">
        <ComparisonTable
          caption={t`Features included in each plan`}
          hideCaption
          corner={t`Feature`}
          labels={{ yes: t`Included`, no: t`Not included` }}
          columns={PLANS.map((plan) => ({ key: plan.key, label: i18n._(plan.name) }))}
          rows={PLAN_FEATURES.map((row) => ({
            key: row.feature.id,
            label: i18n._(row.feature),
            values: { starter: row.plans.includes('starter'), business: row.plans.includes('business'), enterprise: row.plans.includes('enterprise') },
          }))}
        />
      </div>
    </>
  )
}
