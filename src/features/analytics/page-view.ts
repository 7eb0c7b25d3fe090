import type { Lang } from '~/lib/languages'
import type { PageView } from './schemas'

/** A URL without its query and fragment, or '' if it is no http(s) URL. */
export function withoutQuery(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return ''
    return `${parsed.origin}${parsed.pathname}`
  } catch {
    return ''
  }
}

/** The page view of a page shown: its path without query, the language, where the visitor came from. */
export function pageViewPayload(options: { pathname: string; lang: Lang; referrer: string; visitorId: string }): PageView {
  return {
    type: 'pageview',
    path: options.pathname.split(/[?#]/)[0] || '/',
    lang: options.lang,
    referrer: withoutQuery(options.referrer),
    visitorId: options.visitorId,
  }
}

/** The endpoint page views are sent to. */
export function eventEndpoint(analyticsUrl: string): string {
  return `${analyticsUrl.replace(/\/+$/, '')}/api/event`
}
