import { useLingui } from '@lingui/react/macro'
import { useStore } from 'jotai'
import { useEffect, type ReactNode } from 'react'
import { subscribeDocumentTheme } from '~/features/theme/theme'
import type { Lang } from '~/lib/languages'
import { BackToTop } from './back-to-top'
import { Footer } from './footer'
import { Header } from './header'
import { RouteProgress } from './route-progress'
import { SiteToaster } from './site-toaster'

export function SiteLayout({ lang, children }: { lang: Lang; children: ReactNode }) {
  const { t } = useLingui()
  const store = useStore()
  useEffect(() => subscribeDocumentTheme(store), [store])
  // A marker end-to-end tests and monitoring wait for: the page is interactive from here on.
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
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
