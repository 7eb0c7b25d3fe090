import { useLingui } from '@lingui/react/macro'
import { useStore } from 'jotai'
import { useEffect, type ReactNode } from 'react'
import { subscribeDocumentTheme } from '~/features/theme/theme'
import type { Lang } from '~/lib/languages'
import { HYDRATED_ATTRIBUTE } from '~/lib/layout'
import { afterLazyPartsHydrate, lazyWithPreload } from '~/lib/lazy-with-preload'
import { Header, preloadHeader } from './header'
import { RouteProgress } from './route-progress'
import { SiteToaster } from './site-toaster'

// Below the fold on every page: its code loads after the first load, its HTML is in the page.
const Footer = lazyWithPreload(() => import('./footer').then((module) => module.Footer))
// Hidden until the visitor scrolls down: its code loads after the first load too.
const BackToTop = lazyWithPreload(() => import('./back-to-top').then((module) => module.BackToTop))

/** Loads the layout's lazily loaded parts; the language route's loader waits for it. */
export async function preloadSiteLayout(): Promise<void> {
  await Promise.all([Footer.preload(), BackToTop.preload(), preloadHeader()])
}

export function SiteLayout({ lang, children }: { lang: Lang; children: ReactNode }) {
  const { t } = useLingui()
  const store = useStore()
  useEffect(() => subscribeDocumentTheme(store), [store])
  // A marker end-to-end tests and monitoring wait for, and the page's start script replays what the
  // visitor did before it: the whole page, lazy parts included, is interactive from here on.
  useEffect(() => {
    afterLazyPartsHydrate(() => {
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
    })
  }, [])

  return (
    <>
      <div id="top" tabIndex={-1} className="outline-none" />
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t`Skip to content`}
      </a>
      <RouteProgress />
      <Header lang={lang} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer lang={lang} />
      <BackToTop />
      <SiteToaster />
    </>
  )
}
