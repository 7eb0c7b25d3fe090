import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useAtomValue, useStore } from 'jotai'
import { useCallback, useEffect, type ReactNode } from 'react'
import { forgetVisitorId } from '~/features/analytics/constants'
import { consentAtom } from '~/features/consent/atoms'
import { statisticsAllowedInStorage } from '~/features/consent/consent'
import { ConsentBannerSlot, ConsentHost, preloadConsentBanner } from '~/features/consent/components/consent-host'
import { subscribeDocumentTheme } from '~/features/theme/theme'
import { env } from '~/lib/env'
import { startPseudoLocaleIfAsked } from '~/lib/i18n'
import type { Lang } from '~/lib/languages'
import { HYDRATED_ATTRIBUTE } from '~/lib/layout'
import { LazyPartsHydrated, lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { loadAfterMount } from '~/components/lazy/load-after-mount'
import { Header, preloadHeader } from './header'
import { RouteProgress } from './route-progress'
import { SiteToaster } from './site-toaster'

// The footer, below the fold on every page, and the back-to-top button, hidden until the visitor
// scrolls down: their code loads after the first load, their HTML is in the page.
const PageEnd = lazyWithPreload(() => import('./page-end').then((module) => module.PageEnd))

// Page analytics (SPEC.md §7): their code loads only for a visitor who allows statistics.
const PageViews = loadAfterMount(() => import('~/features/analytics/components/page-views').then((module) => module.PageViews))
const analyticsUrl = env.VITE_ANALYTICS_URL

/**
 * Loads the layout's lazily loaded parts; the language route's loader waits for it. The consent
 * banner only while prerendering: in the browser a visitor who has chosen never needs its code.
 */
export function preloadSiteLayout(): Promise<unknown> {
  return Promise.all([PageEnd.preload(), preloadHeader(), import.meta.env.SSR ? preloadConsentBanner() : undefined])
}

/**
 * Page analytics while the visitor allows statistics; the visitor id goes whenever they are not
 * allowed: declined, withdrawn, Global Privacy Control, and also undecided (no choice, a corrupt
 * one, one of an older consent version). Asked of the storage itself: the atom reads "not asked"
 * until it has read the storage, which must not cost a consenting visitor their id. Its own
 * component, so a consent change re-renders only this, not the layout.
 */
function Statistics({ lang }: { lang: Lang }) {
  const consent = useAtomValue(consentAtom)
  useEffect(() => {
    if (!consent.statistics && !statisticsAllowedInStorage()) forgetVisitorId()
  }, [consent.statistics])
  if (analyticsUrl === undefined || !consent.statistics) return null
  return <PageViews lang={lang} analyticsUrl={analyticsUrl} />
}

export function SiteLayout({ lang, children }: { lang: Lang; children: ReactNode }) {
  const { t } = useLingui()
  const store = useStore()
  const queryClient = useQueryClient()
  useEffect(() => subscribeDocumentTheme(store), [store])
  // A marker end-to-end tests and monitoring wait for, and the page's start script replays what the
  // visitor did before it: the whole page, lazy parts included, is interactive from here on.
  const onHydrated = useCallback(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
    startPseudoLocaleIfAsked(() => queryClient.invalidateQueries()).catch((error: unknown) => console.error('The pseudo locale could not load', error))
  }, [queryClient])

  return (
    <LazyPartsHydrated onHydrated={onHydrated}>
      <ConsentHost>
        <div id="top" tabIndex={-1} className="outline-none" />
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t`Skip to content`}
        </a>
        <ConsentBannerSlot lang={lang} />
        <RouteProgress />
        <Header lang={lang} />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <PageEnd lang={lang} />
        <SiteToaster />
        <Statistics lang={lang} />
      </ConsentHost>
    </LazyPartsHydrated>
  )
}
