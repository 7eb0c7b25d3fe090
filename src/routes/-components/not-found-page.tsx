import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { useId } from 'react'
import { ButtonLink } from '~/components/button'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import { pageTexts, type PagePath, type SitePage } from '~/site/pages'
import { LazySiteSearch } from './lazy-site-search'

/** The pages most visitors look for when an address fails them: products, help, prices, a way to talk. */
const POPULAR_PAGES = ['services/v1', 'saas/v1', 'customer/stories', 'pricing', 'help/center', 'contact'] as const satisfies readonly (PagePath & SitePage)[]

/**
 * SPEC.md §2's 404 page: illustration, heading, text and a way home, then the site search (its
 * panel and index load when it opens, as the header's) and the popular pages, named as the
 * registry names them.
 */
export function NotFoundPage({ lang }: { lang: Lang }) {
  const { i18n } = useLingui()
  const popularId = useId()
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:px-6 lg:py-24">
      <img src="/images/illustrations/404.svg" alt="" width={480} height={320} className="h-auto w-full max-w-md" />
      <h1 className="mt-8 text-3xl font-extrabold tracking-tight sm:text-4xl">
        <Trans>Something gone wrong!</Trans>
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
        <Trans>The page you were looking for doesn't exist</Trans>
      </p>
      <ButtonLink lang={lang} page="" className="mt-8">
        <Trans>Back to Homepage</Trans>
      </ButtonLink>
      <div className="mt-12 w-full max-w-md">
        <p className="mb-3 font-medium">
          <Trans>Or search for what you came for:</Trans>
        </p>
        <LazySiteSearch lang={lang} look="field" />
      </div>
      <nav aria-labelledby={popularId} className="mt-12 w-full text-left">
        <h2 id={popularId} className="text-center text-xl font-bold tracking-tight">
          <Trans comment="Heading of the 404 page's list of links to the pages visitors open most">Popular pages</Trans>
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {POPULAR_PAGES.map((page) => {
            const texts = pageTexts(page)
            return (
              <li key={page}>
                <PageLink
                  lang={lang}
                  page={page}
                  className="block h-full rounded-xl border border-slate-200 p-4 hover:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:hover:border-indigo-400"
                >
                  <span className="block font-semibold text-indigo-700 dark:text-indigo-300">{i18n._(texts.title)}</span>
                  <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{i18n._(texts.description)}</span>
                </PageLink>
              </li>
            )
          })}
        </ul>
      </nav>
    </section>
  )
}

/** A route's not-found page (an item its collection lacks), in the address's language. */
export function RouteNotFound() {
  const { lang } = useParams({ from: '/$lang' })
  return <NotFoundPage lang={lang} />
}
