import type { PostCardData } from '~/components/cards/post-card'
import type { Lang } from '~/lib/languages'
import { CATEGORY_LABELS } from './categories'
import type { PostSummary } from './load'
import { formatPostDate } from './posts'

/** What a post's card shows, in a language (the home page's loader carries it too). */
export function postCardData(post: PostSummary, lang: Lang): PostCardData {
  return {
    slug: post.slug,
    title: post.title,
    description: post.description,
    cover: post.cover,
    date: post.date,
    dateLabel: formatPostDate(post.date, lang),
    readingMinutes: post.readingMinutes,
    category: { id: CATEGORY_LABELS[post.category].id },
  }
}
