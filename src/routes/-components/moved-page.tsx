import { useLingui } from '@lingui/react/macro'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import { pageTexts } from '~/site/pages'

/** What an old address shows without JavaScript (its head script moves on otherwise): the list that replaced it, by its name. */
export function MovedPage({ lang, list }: { lang: Lang; list: 'career' | 'help/center' }) {
  const { i18n } = useLingui()
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
        <PageLink lang={lang} page={list} className="underline underline-offset-4">
          {i18n._(pageTexts(list).title)}
        </PageLink>
      </h1>
    </section>
  )
}
