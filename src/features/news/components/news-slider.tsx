import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { ExternalMediaNotice } from '~/components/external-media-notice'
import { env } from '~/lib/env'
import { useExternalMediaConsent } from '~/components/external-media-consent'
import type { Lang } from '~/lib/languages'
import { PartBoundary } from '~/components/lazy/part-boundary'
import { siteName } from '~/site/third-parties'
import { FEED_URLS } from '../feeds'
import { useNearViewport } from '../use-near-viewport'

// The feed's code (query, ky, the parser's loader) and the carousel (embla, the cards) are their
// own chunks, fetched once the section's place nears the viewport.
const loadFeed = () => import('./news-feed')
const NewsFeed = lazy(() => loadFeed().then((module) => ({ default: module.NewsFeed })))

/** Stands in for the news until the visitor allows external media or asks for the news this time. */
function NewsConsentCard({ lang, onShow, onAllowAlways }: { lang: Lang; onShow: () => void; onAllowAlways: () => void }) {
  const { t } = useLingui()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="mx-auto flex max-w-7xl justify-center px-4 py-16 sm:px-6 lg:px-8">
      <ExternalMediaNotice
        services={[siteName(env.VITE_NEWS_PROXY), siteName(FEED_URLS[lang])]}
        loadLabel={t`Show news`}
        onLoad={onShow}
        onAllowAlways={onAllowAlways}
      >
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          <Trans>News</Trans>
        </h2>
      </ExternalMediaNotice>
    </section>
  )
}

/**
 * The home page's news section for a language. The feed goes through a third-party proxy and its
 * images come from the news sites, so until the visitor allows external media (or asks for the
 * news this once) it is a card that says so. Then it renders nothing until the feed has loaded,
 * and nothing if it fails or has no item; the feed is fetched once the section's place nears the viewport.
 */
export function NewsSection({ lang }: { lang: Lang }) {
  const [near, nearRef] = useNearViewport()
  const { allowed, allowAlways } = useExternalMediaConsent()
  const [shownOnce, setShownOnce] = useState(false)
  // Set when a click on the card brought the news: the focus then goes where they appear.
  const [clicked, setClicked] = useState(false)
  const [wasAllowed, setWasAllowed] = useState(allowed)
  const feedRef = useRef<HTMLDivElement>(null)
  // A withdrawal takes effect at once: the news this visit asked for goes too.
  if (wasAllowed !== allowed) {
    setWasAllowed(allowed)
    if (!allowed) setShownOnce(false)
  }
  const show = allowed || shownOnce
  // The card's buttons go away: keyboard users continue from where the news appear.
  const focusFeed = () => {
    setClicked(true)
    requestAnimationFrame(() => feedRef.current?.focus())
  }
  useEffect(() => {
    // Fetched early so that the carousel is there with the feed; a failure shows when it renders.
    if (near && show) loadFeed().then((module) => module.preloadCarousel()).catch(() => undefined)
  }, [near, show])
  // An empty marker that only tells when the section's place is near; it has no size and no content.
  // The query exists only from then on, so prerendering never creates one (nor its timers).
  if (!near) return <div ref={nearRef} aria-hidden="true" />
  if (!show) {
    return (
      <NewsConsentCard
        lang={lang}
        onShow={() => {
          setShownOnce(true)
          focusFeed()
        }}
        onAllowAlways={() => {
          allowAlways()
          focusFeed()
        }}
      />
    )
  }
  const feed = (
    <PartBoundary>
      <Suspense fallback={null}>
        <NewsFeed lang={lang} />
      </Suspense>
    </PartBoundary>
  )
  if (!clicked) return feed
  return (
    <div ref={feedRef} tabIndex={-1} className="outline-none">
      {feed}
    </div>
  )
}
