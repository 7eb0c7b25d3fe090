import { Plural, useLingui } from '@lingui/react/macro'
import type { Lang } from '~/lib/languages'
import { postPage } from '~/site/pages'
import { PageLink } from '~/components/page-link'

/** A blog post as its cards show it: plain data, so that a page's loader can carry it. */
export interface PostCardData {
  slug: string
  title: string
  description: string
  /** The cover's file under /images/blog/. */
  cover: string
  /** ISO date, `2026-11-12`. */
  date: string
  /** The date as the language writes it. */
  dateLabel: string
  readingMinutes: number
  /** The category's label, as its message id: plain data a loader can carry. */
  category: { id: string }
}

/** Date and reading time of a post, as one line. */
export function PostFacts({ post }: { post: Pick<PostCardData, 'date' | 'dateLabel' | 'readingMinutes'> }) {
  const minutes = post.readingMinutes
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      <time dateTime={post.date}>{post.dateLabel}</time>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      <Plural value={minutes} one="# min read" other="# min read" />
    </p>
  )
}

/**
 * How the card lays out: `card`, a column (a grid of cards); `row`, the cover at the left from 640 px
 * (a list); `row-below-lg`, a row from 640 px and a column again from 1024 px, where three cards
 * stand side by side (the home page).
 */
export type PostCardLayout = 'card' | 'row' | 'row-below-lg'

const LAYOUTS: Record<PostCardLayout, { card: string; cover: string }> = {
  card: { card: '', cover: 'w-full' },
  row: { card: 'sm:flex-row', cover: 'sm:w-64 sm:shrink-0' },
  'row-below-lg': { card: 'h-full sm:flex-row lg:flex-col', cover: 'w-full sm:aspect-auto sm:w-56 sm:shrink-0 lg:aspect-[1200/630] lg:w-full' },
}

/**
 * A post in a list: cover, category, the title linking to the post (the whole card is the link's
 * target area), description, date and reading time. `data-content` marks text from the content
 * files, which translators edit in Markdown rather than in the catalogs (tests/e2e/first-visit.spec.ts
 * passes over it).
 */
export function PostCard({ post, lang, headingLevel = 2, layout = 'card' }: { post: PostCardData; lang: Lang; headingLevel?: 2 | 3; layout?: PostCardLayout }) {
  const { i18n } = useLingui()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { card, cover } = LAYOUTS[layout]
  return (
    <article className={`linked-card ${card}`}>
      <img
        src={`/images/blog/${post.cover}`}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        className={`aspect-[1200/630] bg-slate-100 object-cover dark:bg-slate-700 ${cover}`}
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">{i18n._(post.category)}</p>
        <Heading data-content className="text-xl font-bold text-balance hyphens-auto text-slate-900 wrap-break-word dark:text-white">
          <PageLink lang={lang} page={postPage(post.slug)} className="card-link">
            {post.title}
          </PageLink>
        </Heading>
        <p data-content className="text-slate-700 dark:text-slate-300">
          {post.description}
        </p>
        <div className="mt-auto">
          <PostFacts post={post} />
        </div>
      </div>
    </article>
  )
}
