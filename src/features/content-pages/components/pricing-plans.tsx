import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { primaryButtonClass } from '~/components/button-styles'
import { PageLink } from '~/components/page-link'
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
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
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
              <PageLink lang={lang} page="contact" className={`mt-auto pt-6 ${primaryButtonClass}`}>
                {t`Talk to us about ${name}`}
              </PageLink>
            </li>
          )
        })}
      </ul>
      <h2 className="mt-16 text-2xl font-bold tracking-tight">
        <Trans>Compare the plans</Trans>
      </h2>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too (axe scrollable-region-focusable). */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-label={t`Features included in each plan`} tabIndex={0} className="relative mt-6 overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
        <table className="w-full min-w-[36rem] text-left">
          <caption className="sr-only">{t`Features included in each plan`}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-3 pr-4">{t`Feature`}</th>
              {PLANS.map((plan) => (
                <th key={plan.key} scope="col" className="px-4 py-3 text-center">
                  {i18n._(plan.name)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PLAN_FEATURES.map((row) => (
              <tr key={row.feature.id} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-3 pr-4 font-normal">{i18n._(row.feature)}</th>
                {PLANS.map((plan) => (
                  <td key={plan.key} className="px-4 py-3 text-center">
                    {row.plans.includes(plan.key) ? (
                      <span className="font-bold text-emerald-700 dark:text-emerald-300">✓<span className="sr-only"> {t`Included`}</span></span>
                    ) : (
                      <span className="text-slate-500 dark:text-slate-400">–<span className="sr-only"> {t`Not included`}</span></span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
