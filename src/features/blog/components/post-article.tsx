import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageLink } from '~/components/page-link'
import type { BlogPostMeta, TeamMemberMeta } from '~/site/content/schemas'
import type { Lang } from '~/lib/languages'
import { postPage } from '~/site/pages'
import { CATEGORY_LABELS } from '../categories'
import type { PostPageData, PostSummary } from '../load'
import { FeedLinks } from './feed-links'
import { PostCard, PostFacts } from '~/components/cards/post-card'
import { postCardData } from '../post-card-data'
import { formatPostDate } from '../posts'

/** Typography of a rendered Markdown body (the HTML is built and checked at build time). */
const BODY =
  'text-lg leading-8 text-slate-800 dark:text-slate-200 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline dark:[&_a]:text-indigo-300 [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-indigo-400 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-base dark:[&_code]:bg-slate-800 [&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-sm [&_strong]:font-semibold [&_table]:my-6 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-slate-300 [&_td]:p-2 dark:[&_td]:border-slate-600 [&_th]:border [&_th]:border-slate-300 [&_th]:p-2 dark:[&_th]:border-slate-600 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6'

const linkClass = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400'

/** The author, whose name leads to their card on the team page. */
function Byline({ lang, author }: { lang: Lang; author: TeamMemberMeta | null }) {
  if (author === null) return null
  return (
    <div className="flex items-center gap-3">
      <img src={`/images/team/${author.avatar}`} alt="" width={48} height={48} className="size-12 rounded-full bg-slate-100 dark:bg-slate-700" />
      <p data-content className="text-sm">
        <PageLink lang={lang} page="team" hash={author.slug} className={`block rounded font-semibold text-slate-900 underline-offset-4 hover:underline dark:text-white ${linkClass}`}>
          {author.name}
        </PageLink>
        <span className="block text-slate-600 dark:text-slate-300">{author.role}</span>
      </p>
    </div>
  )
}

function TableOfContents({ post }: { post: BlogPostMeta }) {
  const { t } = useLingui()
  const sections = post.headings.filter((heading) => heading.depth === 2)
  if (sections.length === 0) return null
  return (
    <nav aria-labelledby="post-contents" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
      <h2 id="post-contents" className="text-sm font-semibold tracking-wide text-slate-900 caps dark:text-white">
        {t`In this post`}
      </h2>
      <ol data-content className="mt-3 space-y-2 text-sm">
        {sections.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className={`rounded text-slate-700 underline-offset-4 hover:underline dark:text-slate-200 ${linkClass}`}>
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

function Neighbour({ lang, post, rel }: { lang: Lang; post: PostSummary; rel: 'prev' | 'next' }) {
  return (
    <PageLink
      lang={lang}
      page={postPage(post.slug)}
      rel={rel}
      className={`block rounded-xl border border-slate-200 p-4 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800 ${rel === 'next' ? 'sm:col-start-2 sm:text-right' : ''} ${linkClass}`}
    >
      <span className="block text-sm text-slate-600 dark:text-slate-300">{rel === 'prev' ? <Trans>Previous post</Trans> : <Trans>Next post</Trans>}</span>
      <span data-content className="font-semibold text-slate-900 dark:text-white">{post.title}</span>
    </PageLink>
  )
}

/** The related posts as a short list, for the v2 layout's sidebar. */
function RelatedList({ lang, related }: { lang: Lang; related: readonly PostSummary[] }) {
  if (related.length === 0) return null
  return (
    <section aria-labelledby="related-posts" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
      <h2 id="related-posts" className="text-sm font-semibold tracking-wide text-slate-900 caps dark:text-white">
        <Trans>Related posts</Trans>
      </h2>
      <ul data-content className="mt-3 space-y-3 text-sm">
        {related.map((item) => (
          <li key={item.slug}>
            <PageLink lang={lang} page={postPage(item.slug)} className={`rounded text-slate-700 underline-offset-4 hover:underline dark:text-slate-200 ${linkClass}`}>
              {item.title}
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * A blog post: v1 puts the cover first, the body in one column and the related posts below it;
 * v2 the title first and a sidebar with the table of contents and the related posts beside the body.
 */
export function PostArticle({ lang, data, layout = 'v1' }: { lang: Lang; data: PostPageData; layout?: 'v1' | 'v2' }) {
  const { i18n, t } = useLingui()
  const { post, author, html, previous, next, related } = data
  const cover = (
    <img
      src={`/images/blog/${post.cover}`}
      alt={post.coverAlt}
      data-content
      width={1200}
      height={630}
      fetchPriority="high"
      className="aspect-[1200/630] w-full rounded-3xl object-cover"
    />
  )
  const header = (
    <header className={`flex flex-col gap-4 ${layout === 'v2' ? 'items-center text-center' : ''}`}>
      <p className="text-sm font-semibold">
        <Link
          to="/$lang/blog/list-sidebar"
          params={{ lang }}
          search={{ category: post.category }}
          className={`rounded text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300 ${linkClass}`}
        >
          {i18n._(CATEGORY_LABELS[post.category])}
        </Link>
      </p>
      <h1 data-content className="text-4xl font-extrabold tracking-tight text-balance hyphens-auto text-slate-900 wrap-break-word sm:text-5xl dark:text-white">{post.title}</h1>
      <p data-content className="text-xl text-slate-700 dark:text-slate-300">{post.description}</p>
      <div className={`flex flex-wrap items-center gap-x-8 gap-y-3 ${layout === 'v2' ? 'justify-center' : ''}`}>
        <Byline lang={lang} author={author} />
        <PostFacts post={{ ...post, dateLabel: formatPostDate(post.date, lang) }} />
      </div>
    </header>
  )
  // The body is HTML the build rendered from the post's Markdown and escaped: no HTML passes through.
  const body = <div data-content className={BODY} dangerouslySetInnerHTML={{ __html: html }} />
  const tags = (
    <ul data-content className="mt-10 flex flex-wrap gap-2" aria-label={t`Tags`}>
      {post.tags.map((tag) => (
        <li key={tag}>
          <Link
            to="/$lang/blog/list-sidebar"
            params={{ lang }}
            search={{ tag }}
            className={`inline-flex min-h-10 items-center rounded-full bg-slate-100 px-4 text-sm text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 ${linkClass}`}
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  )
  return (
    <article className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      {layout === 'v1' ? (
        <div className="mx-auto max-w-3xl">
          {cover}
          <div className="mt-10">{header}</div>
          <div className="mt-10">{body}</div>
          {tags}
        </div>
      ) : (
        <>
          <div className="mx-auto max-w-4xl">{header}</div>
          <div className="mt-10">{cover}</div>
          <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <div>
              {body}
              {tags}
            </div>
            <aside aria-label={t`About this post`} className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
              <TableOfContents post={post} />
              <RelatedList lang={lang} related={related} />
              <FeedLinks lang={lang} />
            </aside>
          </div>
        </>
      )}
      {(previous !== null || next !== null) && (
        <nav aria-label={t`More posts`} className="mt-16 grid gap-4 border-t border-slate-200 pt-8 sm:grid-cols-2 dark:border-slate-700">
          {previous !== null && <Neighbour lang={lang} post={previous} rel="prev" />}
          {next !== null && <Neighbour lang={lang} post={next} rel="next" />}
        </nav>
      )}
      {layout === 'v1' && related.length > 0 && (
        <section aria-labelledby="related-posts" className="mt-16">
          <h2 id="related-posts" className="text-2xl font-bold text-slate-900 dark:text-white">
            <Trans>Related posts</Trans>
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {related.map((item) => (
              <PostCard key={item.slug} post={postCardData(item, lang)} lang={lang} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
    </article>
  )
}
