import { I18nProvider } from '@lingui/react'
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { getI18n, loadI18n } from '~/lib/i18n'
import { pageCatalogs, pageOfPath } from '~/site/pages'
import { DEFAULT_LANG, LangSchema } from '~/lib/languages'
import { resolveLanguageRedirect, storedLanguageCode } from '~/site/redirects'
import { NotFoundPage } from '../-components/not-found-page'
import { RouteErrorPage } from '../-components/route-error-page'
import { preloadSiteLayout, SiteLayout } from '../-components/site-layout'

export const Route = createFileRoute('/$lang')({
  // Typed as a language everywhere below; a segment that is not one is redirected in beforeLoad
  // (parse itself cannot redirect).
  params: {
    parse: (raw) => ({ lang: v.parse(v.fallback(LangSchema, DEFAULT_LANG), raw.lang) }),
    stringify: ({ lang }) => ({ lang }),
  },
  beforeLoad: async ({ params, location }) => {
    const target = resolveLanguageRedirect(location.href, storedLanguageCode())
    if (target !== null) throw redirect({ href: target, replace: true })
    // Catalogs load in beforeLoad (serial), before any child renders a message: the language's
    // `messages` and the catalog of the page's area.
    await loadI18n(params.lang, pageCatalogs(pageOfPath(location.pathname)))
    return { lang: params.lang }
  },
  // Prerendering (and client navigation) load the layout's lazy parts, so their HTML is in the page.
  loader: () => preloadSiteLayout(),
  component: LangLayout,
  errorComponent: RouteErrorPage,
  notFoundComponent: LangNotFound,
})

function LangLayout() {
  const { lang } = Route.useParams()
  return (
    <I18nProvider i18n={getI18n(lang)}>
      <SiteLayout lang={lang}>
        <Outlet />
      </SiteLayout>
    </I18nProvider>
  )
}

/** A page of the language that threw notFound(): the translated 404 page in the site's layout. */
function LangNotFound() {
  const { lang } = Route.useParams()
  return (
    <I18nProvider i18n={getI18n(lang)}>
      <SiteLayout lang={lang}>
        <NotFoundPage lang={lang} />
      </SiteLayout>
    </I18nProvider>
  )
}
