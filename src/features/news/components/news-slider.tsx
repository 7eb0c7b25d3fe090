import { lazy, Suspense, useEffect } from 'react'
import type { Lang } from '~/lib/languages'
import { PartBoundary } from '~/lib/part-boundary'
import { useNearViewport } from '../use-near-viewport'

// The feed's code (query, ky, the parser's loader) and the carousel (embla, the cards) are their
// own chunks, fetched once the section's place nears the viewport.
const loadFeed = () => import('./news-feed')
const NewsFeed = lazy(() => loadFeed().then((module) => ({ default: module.NewsFeed })))

/**
 * The home page's news section for a language. Renders nothing until the feed has loaded, and
 * nothing if it fails or has no item; the feed is fetched once the section's place nears the viewport.
 */
export function NewsSection({ lang }: { lang: Lang }) {
  const [near, nearRef] = useNearViewport()
  useEffect(() => {
    // Fetched early so that the carousel is there with the feed; a failure shows when it renders.
    if (near) loadFeed().then((module) => module.preloadCarousel()).catch(() => undefined)
  }, [near])
  // An empty marker that only tells when the section's place is near; it has no size and no content.
  // The query exists only from then on, so prerendering never creates one (nor its timers).
  if (!near) return <div ref={nearRef} aria-hidden="true" />
  return (
    <PartBoundary>
      <Suspense fallback={null}>
        <NewsFeed lang={lang} />
      </Suspense>
    </PartBoundary>
  )
}
