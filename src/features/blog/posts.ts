import type { BlogPostMeta } from '~/site/content/schemas'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'
import type { BlogListSearch } from './search'

export const POSTS_PER_PAGE = 6

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / POSTS_PER_PAGE))
}

/** The posts of a page of the grid, counted from 1; none past the last page. */
export function postsOnPage<T>(posts: readonly T[], page: number): T[] {
  return posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE)
}

/** The neighbours of a post in a newest-first list: the older one is previous, the newer one next. */
export function adjacentPosts<T extends { slug: string }>(posts: readonly T[], slug: string): { previous: T | null; next: T | null } {
  const index = posts.findIndex((post) => post.slug === slug)
  if (index === -1) return { previous: null, next: null }
  return { previous: posts[index + 1] ?? null, next: posts[index - 1] ?? null }
}

/** Other posts by what they share with a post (the category counts as two tags), then the newest: a list is never short. */
export function relatedPosts<T extends Pick<BlogPostMeta, 'slug' | 'category' | 'tags'>>(posts: readonly T[], post: T, count = 3): T[] {
  const tags = new Set(post.tags)
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other, index) => ({ other, index, score: (other.category === post.category ? 2 : 0) + other.tags.filter((tag) => tags.has(tag)).length }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other)
}

/** A post's date in the language's long format; in UTC, so the build and the browser write the same. */
export function formatPostDate(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang].intl, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
}

/** Case folding of the page's language (Turkish İ/ı), so that a word matches however it is typed. */
function fold(text: string, lang: Lang): string {
  return text.toLocaleLowerCase(LOCALE_TAGS[lang].intl)
}

/** The posts matching the list's filters; every word must occur in the title, description, excerpt or tags. */
export function filterPosts<T extends Pick<BlogPostMeta, 'category' | 'tags' | 'title' | 'description' | 'excerpt'>>(
  posts: readonly T[],
  { category, tag, q }: BlogListSearch,
  lang: Lang,
): T[] {
  const words = fold(q ?? '', lang).split(/\s+/).filter(Boolean)
  return posts.filter((post) => {
    if (category !== undefined && post.category !== category) return false
    if (tag !== undefined && !post.tags.includes(tag)) return false
    const text = fold([post.title, post.description, post.excerpt, ...post.tags].join(' '), lang)
    return words.every((word) => text.includes(word))
  })
}

/** Every tag of the posts once, in the language's alphabetical order. */
export function allTags(posts: readonly Pick<BlogPostMeta, 'tags'>[], lang: Lang): string[] {
  return [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b, LOCALE_TAGS[lang].intl))
}
