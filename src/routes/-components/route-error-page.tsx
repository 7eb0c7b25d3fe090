import { I18nProvider } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { ErrorComponent, useParams, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Button, buttonClass } from '~/components/button'
import { loadedI18n } from '~/lib/i18n'
import { isLang, type Lang } from '~/lib/languages'
import { localPath } from '~/site/pages'
import { isChunkLoadError, reloadOnceForStaleChunk } from '~/lib/stale-chunk'
import { SiteLayout } from './site-layout'

/**
 * What a page of a language shows when it fails (in the site's layout, in place of the page): what
 * happened in plain words, a retry and a way home. A chunk that no longer exists (the site was redeployed while the page was open) first
 * gets one full reload of the same address. Without the language's catalog (it failed to load
 * itself) the router's default screen is all there is.
 */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const { lang } = useParams({ strict: false })
  const chunkError = isChunkLoadError(error)
  // The message shows for the moment the reload takes; after one reload it stays.
  useEffect(() => {
    if (chunkError) reloadOnceForStaleChunk(error)
  }, [chunkError, error])

  const i18n = isLang(lang) ? loadedI18n(lang) : undefined
  if (!isLang(lang) || i18n === undefined) return <ErrorComponent error={error} />
  return (
    <I18nProvider i18n={i18n}>
      <SiteLayout lang={lang}>
        <ErrorMessage lang={lang} chunkError={chunkError} />
      </SiteLayout>
    </I18nProvider>
  )
}

function ErrorMessage({ lang, chunkError }: { lang: Lang; chunkError: boolean }) {
  const router = useRouter()
  // A chunk that failed to load needs the page loaded afresh; anything else retries the route.
  const retry = () => {
    if (chunkError) window.location.reload()
    else void router.invalidate().catch((error: unknown) => console.error(error))
  }
  return (
    <section role="alert" className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:px-6 lg:py-24">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        <Trans>This page could not be shown</Trans>
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
        <Trans>Something went wrong while loading it. Check your connection and try again; if it keeps happening, go to the home page.</Trans>
      </p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <Button onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
        {/* A full page load: whatever failed here starts afresh. */}
        <a href={localPath(lang, '')} className={buttonClass({ variant: 'text', className: 'px-6' })}>
          <Trans>Back to Homepage</Trans>
        </a>
      </div>
    </section>
  )
}
