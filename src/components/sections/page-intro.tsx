import { useLingui } from '@lingui/react/macro'
import type { Lang } from '~/lib/languages'
import { pageTexts, type PagePath } from '~/site/pages'
import { Breadcrumb } from '~/components/breadcrumb'

/** Breadcrumb, title and summary at the top of a content page. */
export function PageIntro({ lang, page }: { lang: Lang; page: PagePath }) {
  const { i18n } = useLingui()
  const content = pageTexts(page)
  return (
    <>
      <Breadcrumb lang={lang} page={page} />
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">{i18n._(content.title)}</h1>
      <p className="mt-6 max-w-3xl text-lg text-slate-600 dark:text-slate-300">{i18n._(content.description)}</p>
    </>
  )
}
