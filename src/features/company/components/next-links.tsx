import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { focusRing } from '~/components/focus-ring'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import type { SitePage } from '~/site/pages'

interface NextLink {
  page: SitePage
  title: MessageDescriptor
  text: MessageDescriptor
}

/** Where the story leads on from the about page (v2). */
export const STORY_NEXT: readonly NextLink[] = [
  { page: 'team', title: msg`Meet the team`, text: msg`The people who lead our practices and offices, and what each of them works on.` },
  { page: 'about/v3', title: msg`How we work`, text: msg`Our principles, and how a project with us runs from the first call to support.` },
  { page: 'contact/v2', title: msg`Visit an office`, text: msg`Eskişehir, Istanbul, Berlin and London: addresses, phone numbers and a map.` },
]

/** Cards that lead on to related pages, each card one link. */
export function NextLinks({ lang, links }: { lang: Lang; links: readonly NextLink[] }) {
  const { i18n } = useLingui()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:pb-24">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        <Trans>Read on</Trans>
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {links.map((link) => (
          <li key={link.page}>
            <PageLink
              lang={lang}
              page={link.page}
              className={`group block h-full rounded-2xl border border-slate-200 p-6 hover:border-indigo-400 hover:bg-indigo-50 dark:border-slate-800 dark:hover:border-indigo-500 dark:hover:bg-indigo-950 ${focusRing}`}
            >
              <span className="block text-lg font-bold text-slate-900 dark:text-white">
                {i18n._(link.title)} <span aria-hidden="true" className="inline-block transition-transform group-hover:translate-x-1">→</span>
              </span>
              <span className="mt-2 block text-slate-600 dark:text-slate-300">{i18n._(link.text)}</span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
