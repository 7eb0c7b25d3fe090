import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { Button } from '~/components/button'
import { PageLink } from '~/components/page-link'
import { BLOG_CATEGORIES } from '~/site/content/blog-categories'
import type { BlogPostMeta } from '~/site/content/schemas'
import type { Lang } from '~/lib/languages'
import { postPage } from '~/site/pages'
import { CATEGORY_LABELS } from '../categories'
import { allTags, filterPosts } from '../posts'
import type { BlogListSearch } from '../search'
import { PostCard } from '~/components/cards/post-card'
import { postCardData } from '../post-card-data'

const chipClass =
  'inline-flex min-h-10 items-center rounded-full bg-slate-100 px-4 text-sm text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-[current=page]:bg-indigo-700 aria-[current=page]:text-white dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:focus-visible:outline-indigo-400 dark:aria-[current=page]:bg-indigo-300 dark:aria-[current=page]:text-slate-950'
const headingClass = 'text-base font-semibold text-slate-900 dark:text-white'
// The filters' links are current only for exactly their own filter.
const exact = { exact: true, includeSearch: true } as const

/** Every post as a list, filtered by category, tag or words, with a sidebar to choose them. */
export function BlogList({ lang, posts, search }: { lang: Lang; posts: readonly BlogPostMeta[]; search: BlogListSearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const shown = filterPosts(posts, search, lang)
  const count = shown.length
  const total = posts.length
  const current = (filter: BlogListSearch) => (filter.category === search.category && filter.tag === search.tag && search.q === undefined ? 'page' : undefined)

  // The form works without JavaScript too (a GET to this page); with it, the router navigates.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const q = new FormData(event.currentTarget).get('q')
    const words = typeof q === 'string' && q.trim() !== '' ? q.trim() : undefined
    void navigate({ to: '/$lang/blog/list-sidebar', params: { lang }, search: { category: search.category, q: words } })
  }

  return (
    <div className="mt-12 grid gap-12 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="blog-posts">
        <h2 id="blog-posts" className="sr-only">
          <Trans>Posts</Trans>
        </h2>
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          <Plural value={total} one={`${count} of # post`} other={`${count} of # posts`} />
        </p>
        <div className="mt-4 flex flex-col gap-6">
          {shown.map((post) => (
            <PostCard key={post.slug} post={postCardData(post, lang)} lang={lang} headingLevel={3} layout="row" />
          ))}
        </div>
      </section>
      <aside aria-label={t`Blog sidebar`} className="flex flex-col gap-10">
        <form role="search" method="get" onSubmit={submit} className="flex flex-col gap-2">
          <label htmlFor="blog-search" className={headingClass}>
            <Trans>Search the blog</Trans>
          </label>
          {search.category !== undefined && <input type="hidden" name="category" value={search.category} />}
          <div className="flex gap-2">
            <input
              key={search.q ?? ''}
              id="blog-search"
              name="q"
              type="search"
              defaultValue={search.q ?? ''}
              className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:focus-visible:outline-indigo-400"
            />
            <Button type="submit" size="md">
              <Trans>Search</Trans>
            </Button>
          </div>
        </form>
        <nav aria-labelledby="blog-categories">
          <h2 id="blog-categories" className={headingClass}>
            <Trans>Categories</Trans>
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            <li>
              <Link to="/$lang/blog/list-sidebar" params={{ lang }} activeOptions={exact} aria-current={current({})} className={chipClass}>
                <Trans>All posts</Trans>
              </Link>
            </li>
            {BLOG_CATEGORIES.map((category) => (
              <li key={category}>
                <Link to="/$lang/blog/list-sidebar" params={{ lang }} search={{ category }} activeOptions={exact} aria-current={current({ category })} className={chipClass}>
                  {i18n._(CATEGORY_LABELS[category])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="blog-tags">
          <h2 id="blog-tags" className={headingClass}>
            <Trans>Tags</Trans>
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {allTags(posts, lang).map((tag) => (
              <li key={tag}>
                <Link to="/$lang/blog/list-sidebar" params={{ lang }} search={{ tag }} activeOptions={exact} aria-current={current({ tag })} className={chipClass} data-content>
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="blog-recent">
          <h2 id="blog-recent" className={headingClass}>
            <Trans>Recent posts</Trans>
          </h2>
          <ul data-content className="mt-3 flex flex-col gap-3 text-sm">
            {posts.slice(0, 4).map((post) => (
              <li key={post.slug}>
                <PageLink
                  lang={lang}
                  page={postPage(post.slug)}
                  className="rounded text-slate-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-200 dark:focus-visible:outline-indigo-400"
                >
                  {post.title}
                </PageLink>
              </li>
            ))}
          </ul>
        </section>
      </aside>
    </div>
  )
}
