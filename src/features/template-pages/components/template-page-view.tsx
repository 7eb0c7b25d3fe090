import { useLingui } from '@lingui/react/macro'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import { entryOf, pageTexts, sectionLabels, type PagePath, type SectionKey, type SitePage, type TemplatePage } from '~/site/pages'
import { Breadcrumb } from '~/components/breadcrumb'

/** Real pages a template page of each section points to, so no visitor ends on a dead end. */
const RELATED_PAGES: Record<SectionKey, readonly Extract<SitePage, PagePath>[]> = {
  demos: ['pricing', 'about/v1', 'contact'],
  pages: ['about/v1', 'career', 'contact'],
  shop: ['pricing', 'faq', 'terms-conditions'],
  blog: ['help/center', 'faq', 'contact'],
  specialty: ['help/center', 'faq', 'contact'],
  auth: ['terms-conditions', 'faq', 'help/center'],
  account: ['help/center', 'faq', 'contact'],
  portfolio: ['about/v1', 'career', 'contact'],
}

/** The shared layout of the static-navigation pages: breadcrumb, title, summary, related pages. */
export function TemplatePageView({ lang, page }: { lang: Lang; page: TemplatePage }) {
  const { t, i18n } = useLingui()
  const entry = entryOf(page)
  const content = entry.texts()
  const section = entry.section ?? 'pages'
  const group = i18n._(sectionLabels()[section])
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-24">
      <Breadcrumb lang={lang} page={page} />
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">{i18n._(content.title)}</h1>
      <p className="mt-6 text-lg text-slate-600 dark:text-slate-300">{i18n._(content.description)}</p>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        {t`This page is one of the layouts of our template group “${group}”. These pages are ready to use:`}
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {RELATED_PAGES[section].map((related) => (
          <li key={related}>
            <PageLink
              lang={lang}
              page={related}
              className="block h-full rounded-xl border border-slate-200 p-4 hover:border-indigo-400 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:hover:bg-slate-900"
            >
              <span className="font-semibold text-indigo-700 dark:text-indigo-300">{i18n._(pageTexts(related).title)}</span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{i18n._(pageTexts(related).description)}</span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
