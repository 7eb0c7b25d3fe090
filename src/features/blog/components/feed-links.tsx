import { Trans } from '@lingui/react/macro'
import type { Lang } from '~/lib/languages'
import { feedPath } from '../feeds'

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:focus-visible:outline-indigo-400'

/** Plain links to the language's feeds: files beside the pages, not routes. */
export function FeedLinks({ lang }: { lang: Lang }) {
  return (
    <p className="flex flex-wrap gap-x-6 text-sm">
      <a href={feedPath(lang, 'rss')} type="application/rss+xml" className={linkClass}>
        <Trans>RSS feed</Trans>
      </a>
      <a href={feedPath(lang, 'atom')} type="application/atom+xml" className={linkClass}>
        <Trans>Atom feed</Trans>
      </a>
    </p>
  )
}
