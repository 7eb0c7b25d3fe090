import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, useParams } from '@tanstack/react-router'
import { lazy, Suspense, type ReactNode } from 'react'
import { consentScript } from '~/features/consent/consent'
import { ownCartScript } from '~/features/shop/cart/stored-cart'
import { themeScript } from '~/features/theme/theme'
import { DEFAULT_LANG, isLang } from '~/lib/languages'
import appCss from '~/styles/app.css?url'

export interface RouterContext {
  /** The router's query client: loaders fill it, components read it through the root's provider. */
  queryClient: QueryClient
}

// The devtools exist in development and demo builds only, loaded after the page (docs/devtools.md).
const Devtools = import.meta.env.DEV || import.meta.env.MODE === 'demo' ? lazy(() => import('./-components/devtools')) : () => null

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'color-scheme', content: 'light dark' },
      { name: 'theme-color', content: '#4338ca' },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/images/brand/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/images/brand/apple-touch-icon.png' },
      { rel: 'manifest', href: '/manifest.webmanifest' },
    ],
    // Before the first paint: data-theme (no frame of the wrong theme), whether the visitor has
    // chosen already (no frame of the prerendered consent banner for them) and whether they have a
    // cart of their own (no frame of the prerendered demo cart).
    scripts: [{ children: themeScript }, { children: consentScript }, { children: ownCartScript }],
  }),
  shellComponent: RootDocument,
  component: Root,
})

function RootDocument({ children }: { children: ReactNode }) {
  const { lang } = useParams({ strict: false })
  // No `dir`: the three languages are written left to right, the default, and on <html> it made
  // the toaster's stylesheet restyle the whole page as it arrived (see site-toaster.tsx).
  return (
    <html lang={isLang(lang) ? lang : DEFAULT_LANG} suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function Root() {
  return (
    <>
      <Outlet />
      <Suspense>
        <Devtools />
      </Suspense>
    </>
  )
}
