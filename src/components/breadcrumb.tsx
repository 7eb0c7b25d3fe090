import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Fragment } from 'react'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import { entryOf, sectionLabels, type PagePath, type SitePage } from '~/site/pages'
import { focusRing } from './focus-ring'

/** A step of a breadcrumb: a named page, or a group that has no page of its own. */
export interface BreadcrumbStep {
  label: string
  page?: SitePage
}

/** Home / steps / the current page, which is marked for screen readers and not linked. */
export function BreadcrumbTrail({ lang, steps, current }: { lang: Lang; steps: readonly BreadcrumbStep[]; current: string }) {
  const { t } = useLingui()
  const linkClass = `rounded underline-offset-4 hover:underline ${focusRing}`
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <li>
          {/* Exact: the router would otherwise mark home as the current page on every page under it. */}
          <Link to="/$lang" params={{ lang }} activeOptions={{ exact: true }} className={linkClass}>
            {t`Home`}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        {steps.map((step) => (
          <Fragment key={step.label}>
            <li>
              {step.page === undefined ? (
                step.label
              ) : (
                <PageLink lang={lang} page={step.page} className={linkClass}>
                  {step.label}
                </PageLink>
              )}
            </li>
            <li aria-hidden="true">/</li>
          </Fragment>
        ))}
        <li aria-current="page" className="font-medium text-slate-900 dark:text-white">
          {current}
        </li>
      </ol>
    </nav>
  )
}

/** Home / group / page of a page of the registry. */
export function Breadcrumb({ lang, page }: { lang: Lang; page: PagePath }) {
  const { i18n } = useLingui()
  const entry = entryOf(page)
  const content = entry.texts()
  const steps = entry.section === undefined ? [] : [{ label: i18n._(sectionLabels()[entry.section]) }]
  return <BreadcrumbTrail lang={lang} steps={steps} current={i18n._(content.title)} />
}
