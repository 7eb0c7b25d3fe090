import { useLingui } from '@lingui/react/macro'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import { entryOf, sectionLabels, type PagePath } from '~/site/pages'

/** Home / group / page, the current page marked for screen readers. */
export function Breadcrumb({ lang, page }: { lang: Lang; page: PagePath }) {
  const { t, i18n } = useLingui()
  const entry = entryOf(page)
  const content = entry.texts()
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <li>
          <PageLink lang={lang} page="" className="rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
            {t`Home`}
          </PageLink>
        </li>
        <li aria-hidden="true">/</li>
        {entry.section !== undefined && (
          <>
            <li>{i18n._(sectionLabels()[entry.section])}</li>
            <li aria-hidden="true">/</li>
          </>
        )}
        <li aria-current="page" className="font-medium text-slate-900 dark:text-white">
          {i18n._(content.title)}
        </li>
      </ol>
    </nav>
  )
}
