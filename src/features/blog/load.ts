import { loadEntries, loadHtml } from '~/site/content/collections'
import type { BlogPostMeta, TeamMemberMeta } from '~/site/content/schemas'
import type { Lang } from '~/lib/languages'
import { adjacentPosts, relatedPosts } from './posts'

/** What a card shows of a post: no body facts, so that a page's loader data stays small. */
export type PostSummary = Pick<BlogPostMeta, 'slug' | 'title' | 'description' | 'date' | 'category' | 'cover' | 'readingMinutes'>

export interface PostPageData {
  post: BlogPostMeta
  author: TeamMemberMeta | null
  /** The body, rendered and checked at build time. */
  html: string
  previous: PostSummary | null
  next: PostSummary | null
  related: PostSummary[]
}

function summary({ slug, title, description, date, category, cover, readingMinutes }: BlogPostMeta): PostSummary {
  return { slug, title, description, date, category, cover, readingMinutes }
}

/** The language's posts, newest first. */
export function loadPosts(lang: Lang): Promise<BlogPostMeta[]> {
  return loadEntries('blog', lang)
}

/** A post with its author, body, neighbours and related posts; null for no post of that slug. */
export async function loadPostPage(lang: Lang, slug: string): Promise<PostPageData | null> {
  const [posts, team, html] = await Promise.all([loadEntries('blog', lang), loadEntries('team', lang), loadHtml('blog', lang, slug)])
  const post = posts.find((item) => item.slug === slug)
  if (post === undefined || html === null) return null
  const { previous, next } = adjacentPosts(posts, slug)
  return {
    post,
    author: team.find((member) => member.slug === post.author) ?? null,
    html,
    previous: previous && summary(previous),
    next: next && summary(next),
    related: relatedPosts(posts, post).map(summary),
  }
}

/** The newest post's page, which the two post layouts show. */
export async function loadNewestPostPage(lang: Lang): Promise<PostPageData | null> {
  const [newest] = await loadPosts(lang)
  return newest === undefined ? null : loadPostPage(lang, newest.slug)
}
