import { Plural, useLingui } from '@lingui/react/macro'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import { postPage } from '~/site/pages'
import { CATEGORY_LABELS } from '../categories'
import type { PostSummary } from '../load'
import { formatPostDate } from '../posts'

/** Date and reading time of a post, as one line. */
export function PostFacts({ post, lang }: { post: Pick<PostSummary, 'date' | 'readingMinutes'>; lang: Lang }) {
  const minutes = post.readingMinutes
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      <time dateTime={post.date}>{formatPostDate(post.date, lang)}</time>
      <span aria-hidden="true"> · </span>
      <Plural value={minutes} one="# min read" other="# min read" />
    </p>
  )
}

/**
 * A post in a list: cover, category, the title linking to the post, description, date and reading
 * time. `data-content` marks text from the content files, which translators edit in Markdown
 * rather than in the catalogs (tests/e2e/first-visit.spec.ts passes over it).
 */
export function PostCard({ post, lang, headingLevel = 2, layout = 'card' }: { post: PostSummary; lang: Lang; headingLevel?: 2 | 3; layout?: 'card' | 'row' }) {
  const { i18n } = useLingui()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      className={`relative flex overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-indigo-600 dark:border-slate-700 dark:bg-slate-800 dark:has-[a:focus-visible]:outline-indigo-400 ${layout === 'row' ? 'flex-col sm:flex-row' : 'flex-col'}`}
    >
      <img
        src={`/images/blog/${post.cover}`}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        className={`aspect-[1200/630] object-cover ${layout === 'row' ? 'sm:w-64 sm:shrink-0' : 'w-full'}`}
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">{i18n._(CATEGORY_LABELS[post.category])}</p>
        <Heading data-content className="text-xl font-bold text-balance hyphens-auto text-slate-900 wrap-break-word dark:text-white">
          {/* The whole card is the link's target area; its name stays the title. */}
          <PageLink lang={lang} page={postPage(post.slug)} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none">
            {post.title}
          </PageLink>
        </Heading>
        <p data-content className="text-slate-700 dark:text-slate-300">{post.description}</p>
        <div className="mt-auto">
          <PostFacts post={post} lang={lang} />
        </div>
      </div>
    </article>
  )
}
