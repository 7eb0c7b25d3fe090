import { Plural, Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { PageLink } from '~/components/page-link'
import { SectionHeader } from '~/components/sections/section-header'
import type { Lang } from '~/lib/languages'
import { postPage } from '~/site/pages'
import type { ShowcasePost } from '../lib/showcase'
import { moreLinkClass } from './proof'

/** Skipped until near the viewport with a size estimate at least as tall as the section (118–126rem on a phone, 73–92 from 640 px, 58–63 from 1024 px): see proof.tsx. */
const POSTS_SKIPPED = '[content-visibility:auto] [contain-intrinsic-block-size:auto_135rem] sm:[contain-intrinsic-block-size:auto_100rem] lg:[contain-intrinsic-block-size:auto_70rem]'

/** Date and reading time of a post, as one line. */
function PostFacts({ post }: { post: ShowcasePost }) {
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
 * The newest posts of our own blog (the news slider after it shows other sites' technology news):
 * cover, date and reading time, the title linking to the post (the whole card is the link's target
 * area) and its description. Three side by side from 1024 px; below, one under the other, the
 * cover at the left from 640 px.
 */
export function LatestPosts({ lang, posts }: { lang: Lang; posts: readonly ShowcasePost[] }) {
  const titleId = useId()
  if (posts.length === 0) return null
  return (
    <section aria-labelledby={titleId} className={`${POSTS_SKIPPED} bg-slate-50 py-16 sm:py-24 dark:bg-slate-900`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id={titleId}
          eyebrow={<Trans comment="Eyebrow above the home page's section with the newest blog posts.">From our blog</Trans>}
          title={<Trans>Notes from our projects</Trans>}
          intro={<Trans>Our engineers write about what they learn in ERP, integration, data, IoT, web and mobile projects.</Trans>}
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="relative flex h-full flex-col overflow-hidden sm:flex-row lg:flex-col rounded-2xl border border-slate-200 bg-white shadow-sm has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-indigo-600 dark:border-slate-700 dark:bg-slate-800 dark:has-[a:focus-visible]:outline-indigo-400">
                <img
                  src={`/images/blog/${post.cover}`}
                  alt=""
                  width={1200}
                  height={630}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[1200/630] w-full bg-slate-100 object-cover sm:aspect-auto sm:w-56 sm:shrink-0 lg:aspect-[1200/630] lg:w-full dark:bg-slate-700"
                />
                <div className="flex flex-1 flex-col gap-3 p-6">
                  <PostFacts post={post} />
                  <h3 data-content className="text-xl font-bold text-balance hyphens-auto text-slate-900 wrap-break-word dark:text-white">
                    <PageLink lang={lang} page={postPage(post.slug)} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none">
                      {post.title}
                    </PageLink>
                  </h3>
                  <p data-content className="text-slate-700 dark:text-slate-300">
                    {post.description}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <PageLink lang={lang} page="blog/grid" className={moreLinkClass}>
            <Trans comment="Link under the home page's newest blog posts to the blog.">Read all posts</Trans>
            <span aria-hidden="true">&nbsp;→</span>
          </PageLink>
        </p>
      </div>
    </section>
  )
}
