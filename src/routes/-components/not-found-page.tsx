import { Trans } from '@lingui/react/macro'
import { primaryButtonClass } from '~/components/button-styles'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'

/** SPEC.md §2's 404 page: illustration, heading, text and a way home. */
export function NotFoundPage({ lang }: { lang: Lang }) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:px-6 lg:py-24">
      <img src="/images/illustrations/404.svg" alt="" width={480} height={320} className="h-auto w-full max-w-md" />
      <h1 className="mt-8 text-3xl font-extrabold tracking-tight sm:text-4xl">
        <Trans>Something gone wrong!</Trans>
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
        <Trans>The page you were looking for doesn't exist</Trans>
      </p>
      <PageLink
        lang={lang}
        page=""
        className={`mt-8 ${primaryButtonClass}`}
      >
        <Trans>Back to Homepage</Trans>
      </PageLink>
    </section>
  )
}
