import { useLingui } from '@lingui/react/macro'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import { PAGE_INFO, RELATED_PAGES, SECTIONS, type CatalogPage } from '../pages'
import { Breadcrumb } from './breadcrumb'

/** The shared layout of the static-navigation pages: breadcrumb, title, summary, related pages. */
export function TemplatePageView({ lang, page }: { lang: Lang; page: CatalogPage }) {
  const { t, i18n } = useLingui()
  const content = PAGE_INFO[page]
  const group = i18n._(SECTIONS[content.section])
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-24">
      <Breadcrumb lang={lang} page={page} />
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">{i18n._(content.title)}</h1>
      <p className="mt-6 text-lg text-slate-600 dark:text-slate-300">{i18n._(content.summary)}</p>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        {t`This page is one of the layouts of our template group “${group}”. These pages are ready to use:`}
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {RELATED_PAGES[content.section].map((related) => (
          <li key={related}>
            <PageLink
              lang={lang}
              page={related}
              className="block h-full rounded-xl border border-slate-200 p-4 hover:border-indigo-400 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:hover:bg-slate-900"
            >
              <span className="font-semibold text-indigo-700 dark:text-indigo-300">{related === '' ? t`Home` : i18n._(PAGE_INFO[related].title)}</span>
              {related !== '' && <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{i18n._(PAGE_INFO[related].summary)}</span>}
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
