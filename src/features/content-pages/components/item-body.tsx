import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Lang } from '~/lib/languages'
import { bodyQuery } from '../load'
import { PROSE } from './prose'

/** The body of a job or help article, loaded once the page knows which one it shows. */
export function ItemBody({ collection, lang, slug }: { collection: 'jobs' | 'help-articles'; lang: Lang; slug: string }) {
  const { data, isPending } = useQuery(bodyQuery(collection, lang, slug))
  if (isPending) {
    return (
      <p role="status" className="mt-10 text-slate-600 dark:text-slate-300">
        <Trans>Loading…</Trans>
      </p>
    )
  }
  if (data === null || data === undefined) {
    return (
      <p role="alert" className="mt-10 text-slate-700 dark:text-slate-200">
        <Trans>This text could not be loaded. Please check your connection and reload the page.</Trans>
      </p>
    )
  }
  // The HTML was rendered from the entry's Markdown and escaped at build time: no HTML passes through.
  return <div data-content className={`mt-6 ${PROSE}`} dangerouslySetInnerHTML={{ __html: data }} />
}
