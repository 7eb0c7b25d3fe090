import type { Lang } from '~/lib/languages'
import type { SitePage } from '~/site/pages'
import { PageLink } from '../page-link'
import { cardLinkClass } from './card'

/** A content card's title (text from the content files: `data-content`), linking to its page over the whole card. */
export function CardTitle({ lang, page, title, level }: { lang: Lang; page: SitePage; title: string; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <Heading data-content className="text-xl font-bold text-balance hyphens-auto text-slate-900 wrap-break-word dark:text-white">
      <PageLink lang={lang} page={page} className={cardLinkClass}>
        {title}
      </PageLink>
    </Heading>
  )
}
