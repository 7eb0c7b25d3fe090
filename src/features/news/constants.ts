/** Shown when a feed item has no usable image, or its image fails to load. */
export const DEFAULT_NEWS_IMAGE = '/images/news/noimage.webp'

/** Every news card names the same author (SPEC.md §3: a fixed first and last name). */
export const NEWS_AUTHOR = { name: 'Deniz Yılmaz', avatar: '/images/news/avatar.webp' } as const

/** Cards in the slider; a feed with more items shows its first ones. */
export const MAX_NEWS_ITEMS = 12

/** Longest title and description shown, in characters (feed text is untrusted and unbounded). */
export const MAX_TITLE_LENGTH = 160
export const MAX_DESCRIPTION_LENGTH = 280

/** Bigger bodies are refused before parsing, so a hostile feed cannot freeze the page. */
export const MAX_FEED_BYTES = 8_000_000
