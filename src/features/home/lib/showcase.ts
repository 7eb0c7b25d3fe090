/**
 * What the home page's proof and blog sections show, picked from the content collections (case
 * studies, customer stories, blog posts) by the home route's loader: plain texts in the page's
 * language, so that the page's loader data stays small and the sections need no other feature's code.
 */

/** A case study as a card: its figures already written the language's way. */
export interface ShowcaseStudy {
  slug: string
  title: string
  /** The client's name (the same in every language). */
  client: string
  industry: string
  /** The cover's file under /images/portfolio/. */
  cover: string
  results: readonly { value: string; label: string }[]
}

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

/** A blog post as a card. */
export interface ShowcasePost {
  slug: string
  title: string
  description: string
  /** ISO date, `2026-11-12`. */
  date: string
  /** The date as the language writes it. */
  dateLabel: string
  readingMinutes: number
  /** The cover's file under /images/blog/. */
  cover: string
}

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
