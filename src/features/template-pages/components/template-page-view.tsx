import { useLingui } from '@lingui/react/macro'
import { primaryButtonClass } from '~/components/button-styles'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import type { TemplatePagePath } from '~/lib/site-pages'
import { TEMPLATE_PAGE_CONTENT } from '../pages'

/** The shared layout of the static-navigation pages: breadcrumb, title and summary. */
export function TemplatePageView({ lang, page }: { lang: Lang; page: TemplatePagePath }) {
  const { t, i18n } = useLingui()
  const content = TEMPLATE_PAGE_CONTENT[page]
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-24">
      <nav aria-label={t`Breadcrumb`}>
        <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <li>
            <PageLink lang={lang} page="" className="rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
              {t`Home`}
            </PageLink>
          </li>
          <li aria-hidden="true">/</li>
          <li>{i18n._(content.section)}</li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-medium text-slate-900 dark:text-white">
            {i18n._(content.title)}
          </li>
        </ol>
      </nav>
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">{i18n._(content.title)}</h1>
      <p className="mt-6 text-lg text-slate-600 dark:text-slate-300">{i18n._(content.summary)}</p>
      <PageLink
        lang={lang}
        page="contact"
        className={`mt-8 ${primaryButtonClass}`}
      >
        {t`Contact us`}
      </PageLink>
    </section>
  )
}
