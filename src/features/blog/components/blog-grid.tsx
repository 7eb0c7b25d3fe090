import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { BlogPostMeta } from '~/site/content/schemas'
import type { Lang } from '~/lib/languages'
import { pageCount, postsOnPage } from '../posts'
import { PostCard } from '~/components/cards/post-card'
import { postCardData } from '../post-card-data'

const pageLinkClass =
  'grid size-11 place-items-center rounded-full border border-slate-300 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-[current=page]:border-indigo-700 aria-[current=page]:bg-indigo-700 aria-[current=page]:text-white dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:outline-indigo-400 dark:aria-[current=page]:border-indigo-300 dark:aria-[current=page]:bg-indigo-300 dark:aria-[current=page]:text-slate-950'

/** The newest posts six at a time, with a link to each page of them. */
export function BlogGrid({ lang, posts, page }: { lang: Lang; posts: readonly BlogPostMeta[]; page: number }) {
  const { t } = useLingui()
  const pages = pageCount(posts.length)
  return (
    <>
      {page > pages ? (
        <p role="status" className="mt-12 rounded-xl bg-amber-50 p-6 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          <Trans>
            There is no page {page} of the blog.{' '}
            <Link to="/$lang/blog/grid" params={{ lang }} className="font-semibold underline">
              Show the newest posts
            </Link>
          </Trans>
        </p>
      ) : (
        <div className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {postsOnPage(posts, page).map((post) => (
            <PostCard key={post.slug} post={postCardData(post, lang)} lang={lang} />
          ))}
        </div>
      )}
      {pages > 1 && (
        <nav aria-label={t`Blog pages`} className="mt-12">
          <ul className="flex flex-wrap justify-center gap-2">
            {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                <Link
                  to="/$lang/blog/grid"
                  params={{ lang }}
                  search={{ page: number }}
                  activeOptions={{ exact: true, includeSearch: true }}
                  aria-current={number === page ? 'page' : undefined}
                  className={pageLinkClass}
                >
                  <span className="sr-only">{t`Page`} </span>
                  {number}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  )
}
