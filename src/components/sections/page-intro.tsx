import { useLingui } from '@lingui/react/macro'
import type { Lang } from '~/lib/languages'
import { pageEntry } from '~/site/pages'
import { Breadcrumb } from '~/components/breadcrumb'
import { useCurrentPage } from '~/components/page-link'

/** Breadcrumb, title and summary at the top of a content page: the registry entry of the page the current route match renders. */
export function PageIntro({ lang }: { lang: Lang }) {
  const { i18n } = useLingui()
  const page = useCurrentPage()
  const content = pageEntry(page)?.texts()
  if (content === undefined) throw new Error(`No page "${page}" in the registry`)
  return (
    <>
      <Breadcrumb lang={lang} />
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">{i18n._(content.title)}</h1>
      <p className="mt-6 max-w-3xl text-lg text-slate-600 dark:text-slate-300">{i18n._(content.description)}</p>
    </>
  )
}
