/**
 * What the home page's proof and blog sections show, picked from the content collections (case
 * studies, customer stories, blog posts) by the home route's loader: plain texts in the page's
 * language, so that the page's loader data stays small and the sections need no other feature's code.
 */
import type { PostCardData } from '~/components/cards/post-card'
import type { StudyCardData } from '~/components/cards/study-card'

/** A case study as a card (the portfolio's card): its figures already written the language's way. */
export type ShowcaseStudy = StudyCardData

/** A customer's words from their story. */
export interface ShowcaseQuote {
  /** The story's slug, which the card links to. */
  slug: string
  /** The story's title: the link's name. */
  title: string
  quote: string
  speaker: string
  speakerRole: string
  company: string
  /** The speaker's illustrated avatar under /images/customers/. */
  avatar: string
}

/** A blog post as a card (the blog's card). */
export type ShowcasePost = PostCardData

export interface HomeShowcase {
  studies: readonly ShowcaseStudy[]
  quotes: readonly ShowcaseQuote[]
  posts: readonly ShowcasePost[]
}

/** How many cards each part shows. */
export const SHOWCASE_COUNTS = { studies: 3, quotes: 2, posts: 3 } as const

/** The case studies to show: the featured ones first, then the others, each in the collection's order. */
export function pickStudies<T extends { featured?: boolean }>(studies: readonly T[], count: number = SHOWCASE_COUNTS.studies): T[] {
  return [...studies.filter((study) => study.featured === true), ...studies.filter((study) => study.featured !== true)].slice(0, count)
}

/**
 * The customer quotes to show, in the collection's order (newest first): those of clients that no
 * case study on the page names first, so that the section shows as many clients as it can.
 */
export function pickQuotes<T extends { client: string }>(stories: readonly T[], shownClients: readonly string[], count: number = SHOWCASE_COUNTS.quotes): T[] {
  const shown = new Set(shownClients)
  return [...stories.filter((story) => !shown.has(story.client)), ...stories.filter((story) => shown.has(story.client))].slice(0, count)
}

/** The newest posts, newest first (ISO dates compare as text; the slug breaks a tie). */
export function newestPosts<T extends { date: string; slug: string }>(posts: readonly T[], count: number = SHOWCASE_COUNTS.posts): T[] {
  return posts.toSorted((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)).slice(0, count)
}
