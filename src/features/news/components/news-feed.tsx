import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import type { Lang } from '~/lib/languages'
import { newsQueries } from '../queries'

const loadCarousel = () => import('./news-carousel')
const NewsCarousel = lazy(() => loadCarousel().then((module) => ({ default: module.NewsCarousel })))

export function preloadCarousel(): Promise<unknown> {
  return loadCarousel()
}

/** The feed of a language as a carousel; nothing while it loads, on error or without items. */
export function NewsFeed({ lang }: { lang: Lang }) {
  const { data: items } = useQuery(newsQueries.feed(lang))
  if (!items || items.length === 0) return null
  return (
    <Suspense fallback={null}>
      <NewsCarousel key={lang} items={items} />
    </Suspense>
  )
}
