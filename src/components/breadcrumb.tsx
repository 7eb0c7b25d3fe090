import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Fragment } from 'react'
import { PageLink, useCurrentPage } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import { pageEntry, parentPage, type SitePage } from '~/site/pages'
import { focusRing } from './focus-ring'

/** A step of a breadcrumb: a named page, or a group that has no page of its own. */
export interface BreadcrumbStep {
  label: string
  page?: SitePage
}

/**
 * Home / steps / the current page, which is marked for screen readers and not linked. `content`:
 * the current page's name is content (a job's title from its Markdown file), not a catalog message.
 */
export function BreadcrumbTrail({ lang, steps, current, content = false }: { lang: Lang; steps: readonly BreadcrumbStep[]; current: string; content?: boolean }) {
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
        <li aria-current="page" data-content={content || undefined} className="font-medium text-slate-900 dark:text-white">
          {current}
        </li>
      </ol>
    </nav>
  )
}

/**
 * Home / the pages up the registry's `parent` chain / the page the current route match renders,
 * named by its registry entry.
 */
export function Breadcrumb({ lang }: { lang: Lang }) {
  const { i18n } = useLingui()
  const page = useCurrentPage()
  const steps: BreadcrumbStep[] = []
  for (let parent = parentPage(page); parent !== undefined && !steps.some((step) => step.page === parent); parent = parentPage(parent)) {
    const title = pageEntry(parent)?.texts().title
    if (title !== undefined) steps.unshift({ label: i18n._(title), page: parent })
  }
  const title = pageEntry(page)?.texts().title
  if (title === undefined) throw new Error(`No page "${page}" in the registry`)
  return <BreadcrumbTrail lang={lang} steps={steps} current={i18n._(title)} />
}
