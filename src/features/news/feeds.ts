import { env } from '~/lib/env'
import type { Lang } from '~/lib/languages'

/** Each language's configured feed address. */
export const FEED_URLS: Record<Lang, string> = {
  tr: env.VITE_NEWS_FEED_TR,
  en: env.VITE_NEWS_FEED_EN,
  de: env.VITE_NEWS_FEED_DE,
}
