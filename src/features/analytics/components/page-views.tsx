import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { Lang } from '~/lib/languages'
import { eventEndpoint, pageViewPayload } from '../page-view'
import { sendPageView } from '../send'
import { visitorId } from '../visitor-id'

/**
 * Sends one page view for every page shown while it is mounted: the page it mounts on, then each
 * client navigation. Mount it only while statistics are allowed and analytics are configured.
 */
export function PageViews({ lang, analyticsUrl }: { lang: Lang; analyticsUrl: string }) {
  const location = useLocation()
  // Every navigation has its own history key, also to the same path again; StrictMode's second
  // effect run sees the key it already sent.
  const key = `${location.state.__TSR_key ?? ''}:${location.href}`
  const sent = useRef<string | null>(null)
  const previous = useRef<string>(document.referrer)

  useEffect(() => {
    if (sent.current === key) return
    sent.current = key
    const view = pageViewPayload({ pathname: window.location.pathname, lang, referrer: previous.current, visitorId: visitorId() })
    previous.current = window.location.href
    void sendPageView(eventEndpoint(analyticsUrl), view)
  }, [key, lang, analyticsUrl])

  return null
}
