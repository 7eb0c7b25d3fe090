import type { Env } from '../lib/env-schema.ts'

/**
 * The servers outside the site that a page may contact, by consent purpose: one list for the
 * consent banner, the privacy page and the Content-Security-Policy (scripts/security-headers.ts).
 */
export interface ThirdParty {
  /** How the visitor knows it ('OpenStreetMap'). */
  name: string
  /** Origins the browser contacts for it. */
  origins: readonly string[]
}

export interface ThirdParties {
  /** External media: the news feed proxy. */
  newsProxy: ThirdParty
  /** External media: the news sites, whose articles' images the news cards show. */
  newsSites: ThirdParty
  /** External media: the contact page's map (an iframe). */
  map: ThirdParty
  /** External media: embedded videos (iframes). */
  videos: readonly ThirdParty[]
  /** Statistics: the analytics endpoint, when configured. */
  analytics: ThirdParty | null
}

function origin(url: string): string {
  return new URL(url).origin
}

function host(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '')
}

export function thirdParties(env: Env): ThirdParties {
  const feeds = [env.VITE_NEWS_FEED_TR, env.VITE_NEWS_FEED_EN, env.VITE_NEWS_FEED_DE]
  return {
    newsProxy: { name: host(env.VITE_NEWS_PROXY), origins: [origin(env.VITE_NEWS_PROXY)] },
    newsSites: { name: feeds.map(host).join(', '), origins: feeds.map(origin) },
    map: { name: 'OpenStreetMap', origins: ['https://www.openstreetmap.org'] },
    videos: [
      { name: 'YouTube', origins: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'] },
      { name: 'Vimeo', origins: ['https://player.vimeo.com'] },
    ],
    analytics: env.VITE_ANALYTICS_URL === undefined ? null : { name: host(env.VITE_ANALYTICS_URL), origins: [origin(env.VITE_ANALYTICS_URL)] },
  }
}

/** The host name of a feed address, as a visitor reads it ('bbc.co.uk'). */
export function siteName(url: string): string {
  return host(url)
}
