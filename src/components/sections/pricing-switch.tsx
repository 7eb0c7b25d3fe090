import { useState, type ReactNode } from 'react'

export type PricingBilling = 'monthly' | 'yearly'

export interface PricingPlan {
  /** Unique in the list: React's key. */
  key: string
  name: string
  description: string
  /** The price in cents per billing period; null: priced on request. */
  cents: Record<PricingBilling, number | null>
  /** Drawn out as the plan most customers choose. */
  featured?: boolean
  /** The words that say why it is drawn out ("Most chosen"), shown on it: not the colour alone. */
  badge?: string
  /** Under the yearly price: what paying yearly saves. */
  yearlyNote?: string
  /** Under the price: what the plan includes (its products, its limits). */
  details?: ReactNode
  /** At the foot of the plan: a link to act on it. */
  action: ReactNode
}

export interface PricingLabels {
  /** The switch's accessible name. */
  billing: string
  monthly: string
  yearly: string
  perMonth: string
  perYear: string
  onRequest: string
}

/**
 * Plans with a monthly / yearly switch: two toggle buttons (`aria-pressed`), so the keyboard reaches
 * both and a screen reader says which is on. The prices come in as props (cents per period) with a
 * formatter, so the section knows neither the pricing page nor a currency. The prerendered HTML
 * shows the monthly prices. A featured plan carries its badge's words as well as its ring.
 */
export function PricingSwitch({ plans, labels, format, headingLevel = 3 }: { plans: readonly PricingPlan[]; labels: PricingLabels; format: (cents: number) => string; headingLevel?: 2 | 3 }) {
  const [billing, setBilling] = useState<PricingBilling>('monthly')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const options: readonly { value: PricingBilling; label: string }[] = [
    { value: 'monthly', label: labels.monthly },
    { value: 'yearly', label: labels.yearly },
  ]
  return (
    <div className="mt-10 flex flex-col items-center">
      <div role="group" aria-label={labels.billing} className="inline-flex flex-wrap justify-center gap-1 rounded-xl border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={billing === option.value}
            onClick={() => setBilling(option.value)}
            className="min-h-11 rounded-lg px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-pressed:bg-indigo-700 aria-pressed:text-white dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-indigo-400 dark:aria-pressed:bg-indigo-400 dark:aria-pressed:text-slate-950"
          >
            {option.label}
          </button>
        ))}
      </div>
      <ul className="mt-10 grid w-full gap-6 lg:grid-cols-3">
        {plans.map((plan) => {
          const cents = plan.cents[billing]
          const featured = plan.featured === true
          return (
            <li
              key={plan.key}
              className={`flex flex-col rounded-3xl p-6 xl:p-8 ${featured ? 'bg-white ring-2 ring-indigo-600 dark:bg-slate-900 dark:ring-indigo-400' : 'bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700'}`}
            >
              {plan.badge === undefined ? null : (
                <p className="mb-3 self-start rounded-full bg-indigo-700 px-3 py-1 text-sm font-semibold text-white dark:bg-indigo-400 dark:text-slate-950">{plan.badge}</p>
              )}
              <Heading className="text-xl font-bold text-slate-900 dark:text-white">{plan.name}</Heading>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{plan.description}</p>
              <p className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white" aria-live="polite">
                {cents === null ? (
                  labels.onRequest
                ) : (
                  <>
                    {format(cents)}
                    <span className="text-base font-medium text-slate-600 dark:text-slate-300"> {billing === 'monthly' ? labels.perMonth : labels.perYear}</span>
                  </>
                )}
              </p>
              {billing === 'yearly' && cents !== null && plan.yearlyNote !== undefined ? (
                <p className="mt-2 text-sm font-medium text-emerald-800 dark:text-emerald-300">{plan.yearlyNote}</p>
              ) : null}
              {plan.details === undefined ? null : <div className="mt-6">{plan.details}</div>}
              <div className="mt-auto pt-8">{plan.action}</div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
