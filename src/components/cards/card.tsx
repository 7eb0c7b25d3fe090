import type { Lang } from '~/lib/languages'
import type { SitePage } from '~/site/pages'
import { PageLink } from '../page-link'

/**
 * The frame of a content card (a post, a case study) whose title link covers the whole card: the
 * card shows the link's focus outline, in both themes. A column; a caller may lay it out as a row.
 */
export const cardClass =
  'relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-indigo-600 dark:border-slate-700 dark:bg-slate-800 dark:has-[a:focus-visible]:outline-indigo-400'

/** The title link of such a card: its target area is the whole card, its name stays the title. */
export const cardLinkClass = 'after:absolute after:inset-0 hover:underline focus-visible:outline-none'

/** A label to translate where it is shown (a category's), carried as plain data through a loader. */
export interface LabelId {
  id: string
}

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
