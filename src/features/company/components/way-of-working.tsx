import { Trans, useLingui } from '@lingui/react/macro'
import { ButtonLink } from '~/components/button'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'
import { PRINCIPLES, PROJECT_STEPS } from '../way-of-working'

/** The principles as a numbered grid. */
export function Principles({ lang }: { lang: Lang }) {
  const { i18n } = useLingui()
  const number = new Intl.NumberFormat(LOCALE_TAGS[lang].intl, { minimumIntegerDigits: 2 })
  return (
    <section aria-labelledby="values-principles" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 caps dark:text-indigo-300">
          <Trans>Our principles</Trans>
        </p>
        <h2 id="values-principles" className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
          <Trans>Six promises we keep on every project</Trans>
        </h2>
      </div>
      <ol className="mt-12 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
        {PRINCIPLES.map((principle, index) => (
          <li key={principle.title.id} className="border-t-2 border-indigo-600 pt-6 dark:border-indigo-400">
            <span aria-hidden="true" className="text-sm font-bold text-indigo-700 tabular-nums dark:text-indigo-300">
              {number.format(index + 1)}
            </span>
            <h3 className="mt-2 text-xl font-bold text-slate-900 dark:text-white">{i18n._(principle.title)}</h3>
            <p className="mt-3 text-slate-600 dark:text-slate-300">{i18n._(principle.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** How a project runs: each step with its duration, what happens and what the customer has at the end. */
export function ProjectSteps() {
  const { i18n } = useLingui()
  return (
    <section aria-labelledby="values-steps" className="bg-slate-50 py-16 lg:py-24 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-indigo-700 caps dark:text-indigo-300">
            <Trans>How a project runs</Trans>
          </p>
          <h2 id="values-steps" className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
            <Trans>From the first call to the support desk</Trans>
          </h2>
          <p className="mt-4 text-lg text-pretty text-slate-600 dark:text-slate-300">
            <Trans>Five steps, the same in a small web project and a plant-wide ERP rollout; only their length changes.</Trans>
          </p>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-5">
          {PROJECT_STEPS.map((step, index) => (
            <li key={step.title.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5 dark:bg-slate-950 dark:ring-white/10">
              <div className="flex items-center gap-3">
                <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-700 font-bold text-white dark:bg-indigo-400 dark:text-slate-950">
                  {index + 1}
                </span>
                <h3 className="text-lg font-bold text-slate-900 dark:text-white">{i18n._(step.title)}</h3>
              </div>
              <p className="mt-3 text-sm font-semibold text-indigo-700 dark:text-indigo-300">{i18n._(step.duration)}</p>
              <p className="mt-3 text-slate-600 dark:text-slate-300">{i18n._(step.text)}</p>
              <p className="mt-auto border-t border-slate-200 pt-4 text-sm text-slate-800 dark:border-slate-800 dark:text-slate-200">
                <span className="font-semibold">
                  <Trans>You get:</Trans>
                </span>{' '}
                {i18n._(step.result)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

/** A customer's words about working with us: a customer we do not name, by their role. */
export function CustomerQuote() {
  return (
    <section aria-labelledby="values-quote" className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-24">
      <h2 id="values-quote" className="sr-only">
        <Trans>What a customer says</Trans>
      </h2>
      <figure className="relative rounded-3xl bg-indigo-700 px-8 py-12 text-white sm:px-14 dark:bg-indigo-950 dark:ring-1 dark:ring-indigo-800">
        <svg aria-hidden="true" viewBox="0 0 48 48" className="absolute -top-6 left-8 size-12 fill-amber-400">
          <path d="M10 38c-4-4-6-9-6-15C4 14 10 7 19 5l2 4c-6 2-9 6-9 11h8v18H10Zm24 0c-4-4-6-9-6-15 0-9 6-16 15-18l2 4c-6 2-9 6-9 11h8v18H34Z" />
        </svg>
        <blockquote className="text-xl leading-relaxed font-medium text-balance sm:text-2xl">
          <p>
            <Trans>
              They spent the first two weeks on our shop floor before they showed us a single screen. Years later our planners still use every part of
              the system, and when something goes wrong at night, the person who answers knows our plant.
            </Trans>
          </p>
        </blockquote>
        <figcaption className="mt-8 text-indigo-100">
          <Trans>Production manager at a furniture manufacturer in İnegöl, an ERP customer since 2021</Trans>
        </figcaption>
      </figure>
    </section>
  )
}

/** The closing invitation: write to us, or read our story first. */
export function WorkWithUs({ lang }: { lang: Lang }) {
  return (
    <section aria-labelledby="values-cta" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:pb-24">
      <div className="rounded-3xl border border-slate-200 p-8 text-center sm:p-12 dark:border-slate-800">
        <h2 id="values-cta" className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
          <Trans>Start with a conversation</Trans>
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          <Trans>The first call is free and without obligation. Tell us what you want to change, and we will tell you how we would go about it.</Trans>
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <ButtonLink lang={lang} page="contact/v1">
            <Trans>Write to us</Trans>
          </ButtonLink>
          <ButtonLink lang={lang} page="about/v2" variant="text" className="px-6">
            <Trans>Read our story</Trans>
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
