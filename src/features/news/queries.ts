import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '~/lib/languages'
import { fetchFeedXml } from './api'
import { parseFeed } from './parse-feed'
import type { NewsItem } from './schemas'

async function loadNews(lang: Lang, signal: AbortSignal): Promise<NewsItem[]> {
  try {
    const items = await parseFeed(await fetchFeedXml(lang, { signal }), lang)
    if (items.length === 0) console.warn(`[news] The ${lang} feed has no item to show`)
    return items
  } catch (error) {
    // Logged here, once per failed load (after the transport's retries); the section hides.
    if (!signal.aborted) console.error(`[news] The ${lang} feed could not be loaded:`, error)
    throw error
  }
}

export const newsQueries = {
  all: () => ['news'] as const,
  /**
   * A language's news, fetched in the browser only (never while prerendering). Transient HTTP
   * failures are retried with backoff by the feed client (api.ts); the query does not retry on
   * top of that, which would multiply the attempts and repeat parse errors that cannot heal.
   */
  feed: (lang: Lang) =>
    queryOptions({
      queryKey: [...newsQueries.all(), 'feed', lang] as const,
      queryFn: ({ signal }) => loadNews(lang, signal),
      enabled: typeof window !== 'undefined',
      staleTime: 15 * 60_000,
      gcTime: 60 * 60_000,
      retry: false,
      refetchOnWindowFocus: false,
    }),
}
