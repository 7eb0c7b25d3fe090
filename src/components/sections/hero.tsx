import type { ReactNode } from 'react'
import { buttonClass, ButtonLink, type ButtonVariant } from '~/components/button'
import type { Lang } from '~/lib/languages'
import type { SitePage } from '~/site/pages'

/** Where a hero's action leads: a page of the site (with a part of it), or a part of this page. */
export type HeroActionTarget = { page: SitePage; hash?: string } | { hash: string }

export interface HeroAction {
  label: ReactNode
  to: HeroActionTarget
}

export interface HeroActionsProps {
  lang: Lang
  /** The main way in; left out when the hero's form is the main action. */
  primary?: HeroAction
  secondary: HeroAction
}

export interface HeroProps {
  /** Above the eyebrow: the page's breadcrumb. */
  breadcrumb?: ReactNode
  eyebrow: ReactNode
  title: ReactNode
  intro: ReactNode
  /** Short points under the intro, each with a check mark. */
  points?: readonly string[]
  /** Under the intro and points: the hero's way in, `<HeroActions>`. */
  actions?: ReactNode
  /** Beside the text on wide screens, under it on phones: artwork, a form, a product picture. */
  aside?: ReactNode
  /** `split`: text and aside side by side; `centered`: text centred, the aside under it, wide. */
  layout?: 'split' | 'centered'
}

function Check() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" className="mt-0.5 size-6 shrink-0 text-emerald-600 dark:text-emerald-400">
      <circle cx="12" cy="12" r="10" strokeWidth="2" />
      <path d="m8 12 3 3 5-6" />
    </svg>
  )
}

/** The opening section of a landing page: its h1, what the page offers, and its artwork or form. */
export function Hero({ breadcrumb, eyebrow, title, intro, points, actions, aside, layout = 'split' }: HeroProps) {
  const centered = layout === 'centered'
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-white dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8 lg:pb-24">
        {breadcrumb}
        <div className={centered ? 'mx-auto mt-10 max-w-3xl text-center' : 'mt-8 grid gap-12 lg:grid-cols-2 lg:items-center'}>
          <div>
            <p className="text-sm font-semibold tracking-wide text-indigo-700 caps dark:text-indigo-300">{eyebrow}</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance hyphens-auto text-slate-900 wrap-anywhere sm:text-5xl dark:text-white">{title}</h1>
            <p className="mt-6 text-lg text-pretty text-slate-600 dark:text-slate-300">{intro}</p>
            {points !== undefined && points.length > 0 && (
              <ul className={`mt-8 space-y-3 ${centered ? 'mx-auto inline-block text-left' : ''}`}>
                {points.map((point) => (
                  <li key={point} className="flex items-start gap-3 text-slate-700 dark:text-slate-200">
                    <Check />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            )}
            {actions !== undefined && <div className={`mt-8 flex flex-wrap items-center gap-4 ${centered ? 'justify-center' : ''}`}>{actions}</div>}
          </div>
          {aside !== undefined && <div className={centered ? 'mt-12' : ''}>{aside}</div>}
        </div>
      </div>
    </section>
  )
}

function ActionLink({ lang, action, variant }: { lang: Lang; action: HeroAction; variant: ButtonVariant }) {
  const { to } = action
  const className = 'w-full sm:w-auto'
  if ('page' in to)
    return (
      <ButtonLink lang={lang} page={to.page} hash={to.hash} variant={variant} className={className}>
        {action.label}
      </ButtonLink>
    )
  return (
    <a href={`#${to.hash}`} className={buttonClass({ variant, className })}>
      {action.label}
    </a>
  )
}

/** A hero's two ways in: the main action as a filled button, the second as an outlined one; full width on a phone. */
export function HeroActions({ lang, primary, secondary }: HeroActionsProps) {
  return (
    <>
      {primary !== undefined && <ActionLink lang={lang} action={primary} variant="primary" />}
      <ActionLink lang={lang} action={secondary} variant="secondary" />
    </>
  )
}
