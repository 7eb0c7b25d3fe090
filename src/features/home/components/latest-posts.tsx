import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { PostCard } from '~/components/cards/post-card'
import { PageLink } from '~/components/page-link'
import { SectionHeader } from '~/components/sections/section-header'
import type { Lang } from '~/lib/languages'
import type { ShowcasePost } from '../lib/showcase'
import { moreLinkClass } from './proof'

/** Skipped until near the viewport with a size estimate at least as tall as the section (125–133rem on a phone, 79–98 from 640 px, 60–65 from 1024 px, with the blog's cards): see proof.tsx. */
const POSTS_SKIPPED = '[content-visibility:auto] [contain-intrinsic-block-size:auto_140rem] sm:[contain-intrinsic-block-size:auto_100rem] lg:[contain-intrinsic-block-size:auto_70rem]'

/**
 * The newest posts of our own blog (the news slider after it shows other sites' technology news),
 * as the blog's cards. Three side by side from 1024 px; below, one under the other, the cover at the
 * left from 640 px.
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
              <PostCard post={post} lang={lang} headingLevel={3} layout="row-below-lg" />
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
