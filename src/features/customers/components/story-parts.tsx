import { useLingui } from '@lingui/react/macro'
import { ClientLogoPicture } from '~/components/carousel/client-logo-picture'
import { focusRing } from '~/components/focus-ring'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import { INDUSTRY_LABELS, SERVICE_LABELS } from '../labels'
import { clientLogo } from '../clients'
import type { KeyFigure, StorySummary } from '../stories'

export { companyName } from '../clients'

export const linkClass = `rounded underline-offset-4 hover:underline ${focusRing}`

/** The client's logo in the current theme's drawing, named by the client. */
export function StoryLogo({ client, className = 'h-12 w-36' }: { client: string; className?: string }) {
  const logo = clientLogo(client)
  if (logo === null) return null
  return (
    <ClientLogoPicture logo={logo} className={className} />
  )
}

/** The client's industry and city: `Food production · Konya`. */
export function StoryPlace({ story, className = '' }: { story: Pick<StorySummary, 'industry' | 'city'>; className?: string }) {
  const { i18n } = useLingui()
  return (
    <p className={`text-sm font-semibold text-indigo-700 dark:text-indigo-300 ${className}`}>
      {i18n._(INDUSTRY_LABELS[story.industry])}
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      <span data-content>{story.city}</span>
    </p>
  )
}

/** The story's key figures: each a large value over its label. */
export function KeyFigures({
  figures,
  size = 'large',
  arrange = 'row',
  className = '',
}: {
  figures: readonly KeyFigure[]
  size?: 'large' | 'small'
  /** `row`: side by side from the small screen up; `stacked`: one under the other; `fit`: side by side where the parent (a `@container`) has room. */
  arrange?: 'row' | 'stacked' | 'fit'
  className?: string
}) {
  const large = size === 'large'
  const columns = { row: 'sm:grid-cols-3', stacked: '', fit: '@md:grid-cols-3' }[arrange]
  return (
    <dl data-content className={`grid gap-4 ${columns} ${className}`}>
      {figures.map((figure) => (
        <div key={figure.label} className={`flex flex-col-reverse ${large ? 'rounded-2xl bg-slate-100 p-6 dark:bg-slate-800' : ''}`}>
          <dt className={`${large ? 'mt-2 text-base' : 'mt-1 text-sm'} text-slate-700 dark:text-slate-300`}>{figure.label}</dt>
          <dd className={`${large ? 'text-4xl' : 'text-2xl'} font-extrabold tracking-tight text-indigo-700 dark:text-indigo-300`}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The services a project used, each linked to the page about it where the site has one. */
export function StoryServices({ lang, story, headingId }: { lang: Lang; story: Pick<StorySummary, 'services'>; headingId: string }) {
  const { i18n, t } = useLingui()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-900 caps dark:text-white">
        {t`Services used`}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {story.services.map(({ service, page }) => {
          const label = i18n._(SERVICE_LABELS[service])
          const chip = 'inline-flex min-h-10 items-center rounded-full bg-slate-100 px-4 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100'
          return (
            <li key={service}>
              {page === null ? (
                <span className={chip}>{label}</span>
              ) : (
                <PageLink lang={lang} page={page} className={`${chip} hover:bg-slate-200 dark:hover:bg-slate-700 ${focusRing}`}>
                  {label}
                </PageLink>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
